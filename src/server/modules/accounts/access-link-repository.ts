import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { DAY_MS } from '#domain/time.ts'
import type { Db } from '#server/db/client.ts'
import { accessLinks, users } from '#server/db/schema/accounts.ts'

export type LinkPurpose = (typeof accessLinks.$inferSelect)['purpose']

export async function insertAccessLink(
  db: Db,
  link: { userId: string; tokenHash: string; expiresAt: Date; purpose?: LinkPurpose },
) {
  await db.insert(accessLinks).values(link)
}

/**
 * Spends the link in one statement, when it is this email's, of this purpose, unused and
 * unexpired: two simultaneous openings of one link sign in once. Answers the account's id, or null.
 */
export async function spendAccessLink(
  db: Db,
  link: { email: string; tokenHash: string; purpose?: LinkPurpose },
  now: Date,
): Promise<string | null> {
  const [spent] = await db
    .update(accessLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accessLinks.tokenHash, link.tokenHash),
        eq(accessLinks.purpose, link.purpose ?? 'access'),
        isNull(accessLinks.usedAt),
        gt(accessLinks.expiresAt, now),
        eq(
          accessLinks.userId,
          sql`(select ${users.id} from ${users} where ${users.email} = ${link.email})`,
        ),
      ),
    )
    .returning({ userId: accessLinks.userId })
  return spent?.userId ?? null
}

/** A password reset closes every way in that existed before it, open links included. */
export async function spendUserAccessLinks(db: Db, userId: string, now: Date) {
  await db
    .update(accessLinks)
    .set({ usedAt: now })
    .where(and(eq(accessLinks.userId, userId), isNull(accessLinks.usedAt)))
}

/** Links spent or expired for a day are of no use to anyone (the hourly cleanup). */
export async function deleteOldAccessLinks(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  await db
    .delete(accessLinks)
    .where(or(lt(accessLinks.expiresAt, dayAgo), lt(accessLinks.usedAt, dayAgo)))
}
