import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, call } from './api-client.ts'

export const SESSION_QUERY_KEY = ['session'] as const

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => call(api.auth.session.$get()),
    staleTime: 5 * 60_000,
  })
}

/** Who is signed in, asked of the server (the cookie is httpOnly, so the browser cannot tell). */
export function useSession() {
  const query = useQuery(sessionQueryOptions())
  return { user: query.data?.user ?? null, isLoading: query.isPending, error: query.error }
}
