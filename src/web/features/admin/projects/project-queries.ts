import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_PROJECTS_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

export type AdminProject = InferResponseType<
  typeof api.admin.projects.$get,
  200
>['projects'][number]

/** 'Projetos gerados': every custom project with its client's name and email, newest first. */
export function adminProjectsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_PROJECTS_KEY,
    queryFn: async (): Promise<AdminProject[]> => (await call(api.admin.projects.$get())).projects,
  })
}
