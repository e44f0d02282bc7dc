import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from '#web/lib/api-client.ts'

// For the server's loader of /{slug} (app/router.tsx), which imports this module only there.
export { isHelpSlug } from '#domain/help-centre.ts'

/** The root of every public help page query; admin changes invalidate it. */
const HELP_PAGES_KEY = ['help-pages'] as const

export type PublicHelpPage = InferResponseType<
  (typeof api)['help-pages']['$get'],
  200
>['pages'][number]
export type HelpQuestion = PublicHelpPage['questions'][number]

export function helpPagesQueryOptions() {
  return queryOptions({
    queryKey: [...HELP_PAGES_KEY, 'list'],
    queryFn: () => call(api['help-pages'].$get()),
  })
}

export function helpPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...HELP_PAGES_KEY, 'page', slug],
    queryFn: () => call(api['help-pages'][':slug'].$get({ param: { slug } })),
  })
}
