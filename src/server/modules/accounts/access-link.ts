import { invalid } from '#domain/errors.ts'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import type { Shop } from '#server/mail/templates.ts'
import type { Db } from '#server/db/client.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import { insertAccessLink, spendAccessLink, type LinkPurpose } from './access-link-repository.ts'
import { emailLinkGate } from './rate-limit.ts'
import { reserveAttempt } from './rate-limit-repository.ts'
import { hashToken, newToken } from './tokens.ts'
import { findUserByEmail, findUserById, type UserRow } from './user-repository.ts'

/** How long an e-mailed access link opens the account. */
export const ACCESS_LINK_MS = 15 * 60 * 1000

function accessUrl(publicUrl: string, email: string, token: string, redirectTo?: string) {
  const query = new URLSearchParams({ email, token, ...(redirectTo ? { redirectTo } : {}) })
  return `${publicUrl}/access-link?${query.toString()}`
}

/**
 * 'Receber link de acesso por email' (decision 026): e-mails the account a one-time link that signs
 * in whoever opens it, at most once every 5 minutes per account (EMAIL_LINK_RULE). Answers
 * nothing, whether the email has an account, was sent a link or was not: the route's answer is
 * the same for all.
 */
export async function requestAccessLink(
  db: Db,
  shop: Shop,
  input: { email: string; redirectTo?: string | undefined },
  now = new Date(),
): Promise<void> {
  const gate = await reserveAttempt(db, [emailLinkGate('access', input.email)], now)
  if (!gate.admitted) return
  const user = await findUserByEmail(db, input.email)
  if (!user) return
  const token = newToken()
  await db.transaction(async (tx) => {
    await insertAccessLink(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + ACCESS_LINK_MS),
    })
    const url = accessUrl(shop.publicUrl, user.email, token, input.redirectTo)
    await enqueueEmail(
      tx,
      { to: user.email, type: 'access-link', data: { name: user.name, accessUrl: url } },
      shop,
    )
  })
}

/** The account a link opens, spending it; 'Link de acesso inválido...' for anything else. */
export function openAccessLink(
  db: Db,
  input: { email: string; token: string },
  now = new Date(),
): Promise<UserRow> {
  return openLink(db, input, { purpose: 'access', invalid: AUTH_MESSAGES.invalidAccessLink }, now)
}

/** The account a one-time link of `purpose` opens, spending it; `invalid` for anything else. */
export async function openLink(
  db: Db,
  input: { email: string; token: string },
  kind: { purpose: LinkPurpose; invalid: string },
  now: Date,
): Promise<UserRow> {
  const userId = await spendAccessLink(
    db,
    { email: input.email, tokenHash: hashToken(input.token), purpose: kind.purpose },
    now,
  )
  const user = userId ? await findUserById(db, userId) : undefined
  if (!user) throw invalid('invalid-token', kind.invalid)
  return user
}
