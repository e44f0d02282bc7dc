import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { PolicyKind, PolicyView } from '#domain/policies.ts'
import { api, call } from '#web/lib/api-client.ts'

/** The root of every public policy query. */
const POLICIES_KEY = ['policies'] as const

/**
 * The version `?versao=` names: undefined for none (the one in force), null for one that cannot be
 * a version ('abc', '0', '01'), which is not asked for (the page says it does not exist).
 */
export function askedVersion(search: URLSearchParams): number | undefined | null {
  const value = search.get('versao')
  if (value === null) return undefined
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

/** A policy at `version`, or the version in force: filled with the shop's details by the server. */
export function policyQueryOptions(kind: PolicyKind, version?: number) {
  return queryOptions({
    queryKey: [...POLICIES_KEY, kind, version ?? 'latest'],
    queryFn: (): Promise<PolicyView> =>
      call(
        api.policies[':kind'].$get({
          param: { kind },
          query: { versao: version === undefined ? undefined : String(version) },
        }),
      ),
  })
}

/** For the server's loader (app/router.tsx): the policy at the version `url` names, if any. */
export async function prefetchPolicy(queryClient: QueryClient, kind: PolicyKind, url: string) {
  const version = askedVersion(new URL(url).searchParams)
  if (version !== null) await queryClient.prefetchQuery(policyQueryOptions(kind, version))
}
