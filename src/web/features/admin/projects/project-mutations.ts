import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { CustomProjectBody } from '#domain/schemas/custom-project.ts'
import { api, call } from '#web/lib/api-client.ts'
import { announceProductListUpdated } from '#web/lib/product-list-events.ts'
import { ADMIN_PROJECTS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/** The project made, and whether its client was chosen, invited, or found by the e-mail typed. */
export type CreatedProject = InferResponseType<typeof api.admin.projects.$post, 201>

/** Generates a project for one client: the server adds it to their cart and emails them. */
export function useCreateProject() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: CustomProjectBody): Promise<CreatedProject> =>
      call(api.admin.projects.$post({ json })),
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
