import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'
import { ADMIN_HELP_PAGES_KEY } from '#web/features/admin/shell/admin-query-keys.ts'

/**
 * The root of the public help centre's queries (index and pages by slug), agreed with that feature:
 * a change made here is asked for again there.
 */
export const PUBLIC_HELP_PAGES_KEY = ['help-pages'] as const

export type HelpPage = InferResponseType<(typeof api)['help-pages']['$get'], 200>['pages'][number]

/**
 * 'Ajuda/Instalação': every help page, newest first. The public list holds all of them, so the
 * admin reads it too, under its own key: the public pages may cache another shape.
 */
export function adminHelpPagesQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_HELP_PAGES_KEY,
    queryFn: async (): Promise<HelpPage[]> => (await call(api['help-pages'].$get())).pages,
  })
}
