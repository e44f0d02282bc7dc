import type { Db } from '#server/db/client.ts'
import { accessLinks, passwordResetTokens } from '#server/db/schema/accounts.ts'
import { hashToken, newToken } from '#server/modules/accounts/tokens.ts'

/** How long each kind of e-mailed link opens the account (password-reset.ts, access-link.ts, invitation.ts). */
const LINKS = {
  reset: { table: passwordResetTokens, lifetimeMs: 60 * 60 * 1000, extra: {} },
  access: { table: accessLinks, lifetimeMs: 15 * 60 * 1000, extra: {} },
  invitation: {
    table: accessLinks,
    lifetimeMs: 7 * 24 * 60 * 60 * 1000,
    extra: { purpose: 'invitation' as const },
  },
} as const

/** An unspent link of `kind` for the account, stored as the app stores it; answers its token. */
export async function emailedLink(db: Db, kind: keyof typeof LINKS, userId: string) {
  const { table, lifetimeMs, extra } = LINKS[kind]
  const token = newToken()
  await db.insert(table).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
    ...extra,
  })
  return token
}
