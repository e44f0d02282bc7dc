import type { Context } from 'hono'
import { conflict, DomainError, invalid, unauthorized } from '#domain/errors.ts'
import { hasOwnName } from '#domain/account.ts'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import type { Db } from '#server/db/client.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import type { Shop } from '#server/mail/templates.ts'
import type { loginGuard } from './login-guard.ts'
import { hashPassword, hasUsablePassword } from './password.ts'
import { endOtherSessions } from './sessions.ts'
import { findUserById, setFirstPassword, updateUser, type UserRow } from './user-repository.ts'

type Guard = ReturnType<typeof loginGuard>

async function currentUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id)
  if (!user) throw unauthorized()
  return user
}

/** The customer's own name (/profile). */
export async function changeName(db: Db, userId: string, name: string): Promise<UserRow> {
  const user = await updateUser(db, userId, { name })
  if (!user) throw unauthorized()
  return user
}

/**
 * A new password from /profile. The current one is checked as a sign-in is (login-guard.ts): the
 * same counters and per-minute allowance, so a stolen session cannot guess the password faster
 * than the login page could. A wrong one changes nothing. Then, in one transaction, the new hash
 * and the end of every other session of the account: whoever else was signed in must sign in
 * again, with the new password. Answers the account as it is now (its device cookie is re-issued).
 * The same transaction queues 'Sua senha foi alterada' (decision 030): one email per change made.
 */
export async function changePassword(
  db: Db,
  guard: Guard,
  c: Context,
  session: { userId: string; token: string },
  input: { currentPassword: string; newPassword: string },
  shop: Shop,
  now = new Date(),
): Promise<UserRow> {
  const user = await currentUser(db, session.userId)
  try {
    await guard.authenticate(c, user.email, input.currentPassword)
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unauthorized')
      throw invalid('wrong-current-password', AUTH_MESSAGES.wrongCurrentPassword)
    throw error
  }
  const passwordHash = await hashPassword(input.newPassword)
  return db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, { passwordHash })
    await endOtherSessions(tx, user.id, session.token)
    if (!updated) throw unauthorized()
    const name = hasOwnName(updated.name, updated.email) ? updated.name : null
    await enqueueEmail(
      tx,
      { to: updated.email, type: 'password-changed', data: { name, changedAt: now.toISOString() } },
      shop,
    )
    return updated
  })
}

/** Whether the signed-in account has a password of its own (an invited client may not yet). */
export async function accountHasPassword(db: Db, userId: string): Promise<boolean> {
  return hasUsablePassword((await currentUser(db, userId)).passwordHash)
}

/**
 * 'Criar senha' on /profile (decision 047): the first password of an account made by the owner
 * for a new client, who came in by their invitation. Only while it has none: the statement sets
 * it only over the unusable hash, so a stolen session can never replace a real password this way
 * (that takes the current one, changePassword). Sessions stay: this one is the client's.
 */
export async function createFirstPassword(
  db: Db,
  userId: string,
  newPassword: string,
): Promise<UserRow> {
  await currentUser(db, userId)
  const passwordHash = await hashPassword(newPassword)
  const updated = await setFirstPassword(db, userId, passwordHash)
  if (!updated) throw conflict('password-exists', AUTH_MESSAGES.passwordExists)
  return updated
}
