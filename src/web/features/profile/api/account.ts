import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, call } from '#web/lib/api-client.ts'
import { SESSION_QUERY_KEY } from '#web/lib/session.ts'

/** The customer's own name; the session (header, greeting) shows the new one at once. */
export function useChangeName() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => call(api.account.name.$patch({ json: { name } })),
    onSuccess: (data) => queryClient.setQueryData(SESSION_QUERY_KEY, data),
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      call(api.account.password.$post({ json: input })),
  })
}
