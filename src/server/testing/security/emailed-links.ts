import type { Db } from '#server/db/client.ts'
import { accessLinks, passwordResetTokens } from '#server/db/schema/accounts.ts'
import { hashToken, newToken } from '#server/modules/accounts/tokens.ts'

/** How long each kind of e-mailed link opens the account (password-reset.ts, access-link.ts). */
const LINKS = {
  reset: { table: passwordResetTokens, lifetimeMs: 60 * 60 * 1000 },
  access: { table: accessLinks, lifetimeMs: 15 * 60 * 1000 },
} as const

/** An unspent link of `kind` for the account, stored as the app stores it; answers its token. */
export async function emailedLink(db: Db, kind: keyof typeof LINKS, userId: string) {
  const { table, lifetimeMs } = LINKS[kind]
  const token = newToken()
  await db.insert(table).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  })
  return token
}
