import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { userUpdateSchema } from '#domain/schemas/auth.ts'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_USERS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

type UserUpdate = z.output<typeof userUpdateSchema>

/** After any change the list is asked for again, so it shows what the server holds. */
function useRefreshUsers() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY })
}

export function useUpdateUser() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: ({ id, ...json }: UserUpdate & { id: string }) =>
      call(api.admin.users[':id'].$patch({ param: { id }, json })),
    onSuccess: refresh,
  })
}

export function useDeleteUser() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: (id: string) => call(api.admin.users[':id'].$delete({ param: { id } })),
    onSettled: refresh,
  })
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: (id: string) =>
      call(api.admin.users[':id']['reset-password'].$post({ param: { id } })),
  })
}

/** 'Tornar administrador' / 'Remover administrador': the role asked for (decision 043). */
export function useChangeUserRole() {
  const refresh = useRefreshUsers()
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      call(api.admin.users[':id'].role.$put({ param: { id }, json: { isAdmin } })),
    // Refused as stale too: the list shows again what the server holds.
    onSettled: refresh,
  })
}
