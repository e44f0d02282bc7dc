import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomProjectBody } from '#domain/schemas/custom-project.ts'
import { api, call } from '#web/lib/api-client.ts'
import { announceProductListUpdated } from '#web/lib/product-list-events.ts'
import { ADMIN_PROJECTS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/** Generates a project for one client: the server adds it to their cart and emails them. */
export function useCreateProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (json: CustomProjectBody) =>
      (await call(api.admin.projects.$post({ json }))).project,
    onSuccess: () => {
      announceProductListUpdated()
      return queryClient.invalidateQueries({ queryKey: ADMIN_PROJECTS_KEY })
    },
  })
}

export function useDeleteProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => call(api.admin.projects[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PROJECTS_KEY }),
  })
}
