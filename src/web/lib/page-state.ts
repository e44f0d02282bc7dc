import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'
import { PAGE_DATA_ID } from '#domain/page-data.ts'
import { ApiError } from './api-client.ts'

/**
 * What a page drawn on the server hands the browser, in its JSON data block (decision 010's
 * `<script type="application/json">`, never executed, so the CSP needs no inline script): the
 * router's loader data and the query cache the page was drawn from (docs/decisions/022).
 */
export interface PageState {
  router: HydrationState
  queries: DehydratedState
}

/** An API error as the block carries it (an Error's message does not survive JSON). */
interface CarriedError {
  apiError: { status: number; code: string; message: string }
}

const isCarried = (value: unknown): value is CarriedError =>
  typeof value === 'object' && value !== null && 'apiError' in value

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

function parse(): PageState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)
  if (!element?.textContent) return null
  try {
    const state = JSON.parse(element.textContent) as Partial<PageState>
    return state.router && state.queries ? (state as PageState) : null
  } catch {
    return null
  }
}

/**
 * Fills `queryClient` from the page's data block and returns the router's state, or null when the
 * page was not drawn on the server. The answers count as fresh now: the page was served as it is
 * (never from a stale cache), so nothing is fetched again on mount.
 */
export function readPageState(queryClient: QueryClient): Pick<PageState, 'router'> | null {
  const state = parse()
  if (!state) return null
  const now = Date.now()
  for (const query of state.queries.queries) {
    const { error } = query.state
    if (isCarried(error)) {
      const { status, code, message } = error.apiError
      Object.assign(query.state, {
        error: new ApiError(status, code, message),
        errorUpdatedAt: now,
      })
      // Drawn as failed on the server ('Produto não encontrado'): not asked again on mount.
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false })
    }
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now
  }
  hydrate(queryClient, state.queries)
  return { router: state.router }
}
