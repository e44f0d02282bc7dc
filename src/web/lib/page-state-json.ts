import { dehydrate, type QueryClient } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'
import { ApiError } from './api-client.ts'
import type { CarriedError, PageState } from './page-state.ts'

// The server's half of lib/page-state.ts, apart so the browser's bundle does not carry it.

/**
 * The state the server drew the page from, as plain JSON values: the server writes it into the
 * block (src/server/modules/pages/page-document.ts), with each product's current stock.
 */
export function pageState(queryClient: QueryClient, router: HydrationState): PageState {
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
  // Through JSON once: plain values only, nothing of the query cache's own objects.
  return JSON.parse(JSON.stringify({ router, queries })) as PageState
}
