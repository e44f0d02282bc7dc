import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router'
import { sessionQueryOptions } from '#web/lib/session.ts'

/** The path to /login that brings the visitor back here afterwards. */
function loginPath(from: string): string {
  return `/login?redirectTo=${encodeURIComponent(from)}`
}

/**
 * A loader for the routes that need login (and, with `admin`, the admin flag). Running as a loader,
 * it decides before the page is drawn and only when navigating, so a sign-out that is already
 * leaving the page is never turned into a trip to /login.
 */
export function requireAuth(queryClient: QueryClient, { admin = false } = {}) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user } = await queryClient.ensureQueryData(sessionQueryOptions())
    if (!user) {
      const url = new URL(request.url)
      throw redirect(loginPath(url.pathname + url.search))
    }
    if (admin && !user.isAdmin) throw redirect('/')
    return null
  }
}
