import { DAY_MS } from '#domain/time.ts'
import type { SessionUser } from '#domain/account.ts'
import type { Db } from '#server/db/client.ts'
import type { UserRow } from './user-repository.ts'
import {
  deleteOtherSessions,
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
} from './session-repository.ts'
import { hashToken, newToken } from './tokens.ts'

/** 'Lembrar-me' ticked: 30 days, renewed while used. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS
/** Unticked: the cookie dies with the browser; the server forgets it after a day without use. */
const BROWSER_SESSION_MS = 1 * DAY_MS

export function sessionLifetime(persistent: boolean): number {
  return persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS
}

export function toSessionUser(user: UserRow): SessionUser {
  return { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin }
}

/** A new session (a new id at every login, so a planted cookie is worthless). */
export async function createSession(db: Db, userId: string, persistent: boolean, now = new Date()) {
  const token = newToken()
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(now.getTime() + sessionLifetime(persistent)),
  })
  return token
}

interface ResolvedSession {
  user: SessionUser
  persistent: boolean
  /** True when the expiry moved: the cookie is sent again with the new lifetime. */
  renewed: boolean
}

/**
 * The session behind a cookie token, renewed (sliding expiry) once a tenth of its lifetime has
 * passed, so an active customer stays signed in without a write on every request.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token)
  const found = await findLiveSession(db, tokenHash, now)
  if (!found) return null
  const lifetime = sessionLifetime(found.session.persistent)
  const remaining = found.session.expiresAt.getTime() - now.getTime()
  const renewed = remaining < lifetime * 0.9
  if (renewed) await extendSession(db, tokenHash, new Date(now.getTime() + lifetime))
  return { user: toSessionUser(found.user), persistent: found.session.persistent, renewed }
}

export async function endSession(db: Db, token: string) {
  await deleteSession(db, hashToken(token))
}

/** Ends every session of the user but the current one (the browser that changed the password). */
export async function endOtherSessions(db: Db, userId: string, currentToken: string) {
  await deleteOtherSessions(db, userId, hashToken(currentToken))
}
