import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, call } from './api-client.ts'
import { useSession } from './session.ts'

/** A custom project the shop made for the signed-in customer, as their cart shows it. */
export type MyProject = InferResponseType<typeof api.projects.$get, 200>['projects'][number]

/** Invalidate it after any change to the customer's projects (accept, remove, buy). */
export const MY_PROJECTS_KEY = ['projects', 'mine'] as const

/**
 * The signed-in customer's custom projects, shared by the cart, the checkout and the cart badge.
 * Keyed by user, so a cached list never shows to the next person signing in on this browser.
 */
function myProjectsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...MY_PROJECTS_KEY, userId],
    queryFn: async (): Promise<MyProject[]> => (await call(api.projects.$get())).projects,
  })
}

interface MyProjects {
  /** Every project of the customer (accepted or awaiting the terms); [] for visitors and admins. */
  projects: MyProject[]
  /** Only these can be bought: they count in the totals and go to the checkout. */
  accepted: MyProject[]
  isLoading: boolean
  isError: boolean
  refetch: () => void
}

const EMPTY: MyProject[] = []

/** The customer's projects; visitors and admins have none (and nothing is fetched). */
export function useMyProjects(): MyProjects {
  const { user } = useSession()
  const customerId = user && !user.isAdmin ? user.id : null
  const query = useQuery({
    ...myProjectsQueryOptions(customerId ?? ''),
    enabled: customerId !== null,
  })
  const projects = customerId ? (query.data ?? EMPTY) : EMPTY
  return {
    projects,
    accepted: projects.filter((p) => p.termsAccepted),
    isLoading: customerId !== null && query.isLoading,
    isError: customerId !== null && query.isError,
    refetch: () => void query.refetch(),
  }
}
