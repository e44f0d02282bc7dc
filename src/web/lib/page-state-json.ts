import { dehydrate, type QueryClient } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'
import { ApiError } from './api-client.ts'
import type { CarriedError, PageState } from './page-state.ts'

// The server's half of lib/page-state.ts, apart so the browser's bundle does not carry it.

/** The block's JSON for the state the server drew the page from; no text in it can end the block. */
export function pageStateJson(queryClient: QueryClient, router: HydrationState): string {
  const queries = dehydrate(queryClient, {
    // Answered queries, the failed ones included: a missing product is drawn as such, not refetched.
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  })
  for (const query of queries.queries) {
    const error = query.state.error
    if (error instanceof ApiError) {
      const carried: CarriedError = {
        apiError: { status: error.status, code: error.code, message: error.message },
      }
      Object.assign(query.state, { error: carried })
    }
  }
  const state: PageState = { router, queries }
  return JSON.stringify(state).replace(/</g, '\\u003c')
}
