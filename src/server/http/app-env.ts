import type { SessionUser } from '#domain/account.ts'

/** What the session middleware puts on every request's context. */
export interface AppEnv {
  Variables: {
    user: SessionUser | null
    /** The raw cookie token of the current session, when there is one. */
    sessionToken: string | null
  }
}
