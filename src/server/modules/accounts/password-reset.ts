import { and, eq, gt, isNull } from 'drizzle-orm'
import { invalid } from '#domain/errors.ts'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import type { Shop } from '#server/mail/templates.ts'
import type { Db } from '#server/db/client.ts'
import { passwordResetTokens, users } from '#server/db/schema/accounts.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import { hashPassword } from './password.ts'
import { spendUserAccessLinks } from './access-link-repository.ts'
import { emailLinkGate } from './rate-limit.ts'
import { reserveAttempt } from './rate-limit-repository.ts'
import { findUserByEmail, updateUser, type UserRow } from './user-repository.ts'
import { deleteUserSessions } from './session-repository.ts'
import { hashToken, newToken } from './tokens.ts'

const RESET_TOKEN_MS = 60 * 60 * 1000

function resetLink(publicUrl: string, email: string, token: string): string {
  const query = new URLSearchParams({ email, token })
  return `${publicUrl}/reset-password?${query.toString()}`
}

/**
 * Sends a reset link when the email has an account, at most one every 5 minutes whoever asks
 * (emailLinkGate: the last one, at most 5 minutes old and valid for an hour, still works);
 * answers the same either way, so the form cannot be used to find out who is a customer.
 */
export async function requestPasswordReset(
  db: Db,
  shop: Shop,
  email: string,
  type: 'password-reset' | 'password-reset-admin' = 'password-reset',
  now = new Date(),
): Promise<void> {
  const gate = await reserveAttempt(db, [emailLinkGate('reset', email)], now)
  if (!gate.admitted) return
  const user = await findUserByEmail(db, email)
  if (!user) return
  const token = newToken()
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MS),
    })
    const resetUrl = resetLink(shop.publicUrl, user.email, token)
    await enqueueEmail(tx, { to: user.email, type, data: { name: user.name, resetUrl } }, shop)
  })
}

async function findUsableToken(db: Db, email: string, token: string, now: Date) {
  const rows = await db
    .select({ id: passwordResetTokens.id, userId: users.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(users.email, email),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1)
  const row = rows[0]
  if (!row) throw invalid('invalid-token', AUTH_MESSAGES.invalidToken)
  return row
}

export async function validateResetToken(db: Db, email: string, token: string, now = new Date()) {
  await findUsableToken(db, email, token, now)
}

/**
 * Sets the new password, spends every open link of the user (reset and access links) and ends all
 * their sessions; answers the account, whose device is then known again (auth-routes.ts). The link
 * is checked before the password is hashed: a guessed link costs a lookup, not an argon2 hash.
 */
export async function resetPassword(
  db: Db,
  input: { email: string; token: string; newPassword: string },
  now = new Date(),
): Promise<UserRow> {
  await findUsableToken(db, input.email, input.token, now)
  const passwordHash = await hashPassword(input.newPassword)
  return db.transaction(async (tx) => {
    const found = await findUsableToken(tx, input.email, input.token, now)
    // Marking it used only if still unused makes two simultaneous resets with one link spend it once.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id })
    if (spent.length === 0) throw invalid('invalid-token', AUTH_MESSAGES.invalidToken)
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, found.userId), isNull(passwordResetTokens.usedAt)))
    await spendUserAccessLinks(tx, found.userId, now)
    const user = await updateUser(tx, found.userId, { passwordHash })
    await deleteUserSessions(tx, found.userId)
    if (!user) throw invalid('invalid-token', AUTH_MESSAGES.invalidToken)
    return user
  })
}
