import type { DehydratedState, QueryClient } from '@tanstack/react-query'
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
export interface CarriedError {
  apiError: { status: number; code: string; message: string }
}

const isCarried = (value: unknown): value is CarriedError =>
  typeof value === 'object' && value !== null && 'apiError' in value

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
    // What TanStack's hydrate() does for an answered query on an empty cache, without its code
    // for pending promises and mutations (0.4 KB less on the store page, decision 022).
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: query.queryKey }, { ...query.state, fetchStatus: 'idle' })
  }
  return { router: state.router }
}
