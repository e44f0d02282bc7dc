import { DAY_MS } from '#domain/time.ts'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import type { Db } from '#server/db/client.ts'
import { openLink } from './access-link.ts'
import { insertAccessLink } from './access-link-repository.ts'
import { noPasswordHash } from './password.ts'
import { hashToken, newToken } from './tokens.ts'
import { insertUser, type UserRow } from './user-repository.ts'

/** How long the invitation a new client gets with their project opens the account (decision 047). */
export const INVITATION_MS = 7 * DAY_MS

/** Where the invitation lands: it signs in, then opens the cart where the project waits. */
export function invitationUrl(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/invitation?${new URLSearchParams({ email, token }).toString()}`
}

/**
 * A customer account for a client who has none yet, made by the owner with a project: no usable
 * password (noPasswordHash), and an invitation of its own, single use, for 7 days, kept only as
 * its hash. Inside the caller's transaction, so the account, the link and the e-mail exist
 * together or not at all. Answers the account and the token for the e-mail.
 */
export async function createInvitedAccount(
  tx: Db,
  client: { name: string; email: string },
  now = new Date(),
): Promise<{ user: UserRow; token: string }> {
  const user = await insertUser(tx, {
    email: client.email,
    name: client.name,
    passwordHash: noPasswordHash(),
    isAdmin: false,
  })
  const token = newToken()
  await insertAccessLink(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_MS),
    purpose: 'invitation',
  })
  return { user, token }
}

/** The account an invitation opens, spending it; 'Convite inválido...' for anything else. */
export function openInvitation(
  db: Db,
  input: { email: string; token: string },
  now = new Date(),
): Promise<UserRow> {
  return openLink(
    db,
    input,
    { purpose: 'invitation', invalid: AUTH_MESSAGES.invalidInvitation },
    now,
  )
}
