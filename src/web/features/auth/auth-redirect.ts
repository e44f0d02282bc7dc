import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { redirect, useNavigate, useSearchParams } from 'react-router'
import type { SessionUser } from '#domain/account.ts'
import { SITE_PATH } from '#domain/schemas/auth.ts'
import { SESSION_QUERY_KEY, sessionQueryOptions } from '#web/lib/session.ts'

/** `redirectTo` only when it is a path of this site (SITE_PATH says which); else the store. */
function safeRedirect(value: string | null | undefined): string {
  return value && SITE_PATH.test(value) ? value : '/'
}

/** Where a user goes once signed in: an admin to the panel, others back where they came from. */
function destinationFor(user: SessionUser, redirectTo: string | null): string {
  return user.isAdmin ? '/admin' : safeRedirect(redirectTo)
}

/** The loader of /login and /register: a signed-in visitor has nothing to do there. */
export function redirectSignedIn(queryClient: QueryClient) {
  return async () => {
    // The form still works when the session cannot be asked; the layout shows that error.
    const session = await queryClient
      .ensureQueryData(sessionQueryOptions())
      .catch(() => ({ user: null }))
    if (session.user) throw redirect(session.user.isAdmin ? '/admin' : '/')
    return null
  }
}

/**
 * Records who signed in (so guarded routes let them through), then leaves for their page:
 * `redirectTo`, or the path given (a client's invitation opens the cart).
 */
export function useFinishSignIn(to?: string) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  return async (user: SessionUser) => {
    queryClient.setQueryData(SESSION_QUERY_KEY, { user })
    await navigate(destinationFor(user, to ?? params.get('redirectTo')), { replace: true })
  }
}

/** '?redirectTo=..' carried between /login and /register. */
export function useRedirectSearch(): string {
  const [params] = useSearchParams()
  const redirectTo = params.get('redirectTo')
  return redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ''
}
