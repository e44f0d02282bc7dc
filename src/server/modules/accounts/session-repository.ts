import { and, eq, lt, ne, sql } from 'drizzle-orm'
import { allColumns, decodeRow, preparedStatement } from '#server/db/prepared-statement.ts'
import type { Db } from '#server/db/client.ts'
import { sessions, users } from '#server/db/schema/accounts.ts'

export async function insertSession(db: Db, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row)
}

/** Every API request reads its session: one statement, built once (prepared-statement.ts). */
const liveSession = preparedStatement<{ tokenHash: string; now: Date }>(
  'live_session',
  sql`select ${allColumns(sessions, 's')}, ${allColumns(users, 'u')}
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${sql.placeholder('tokenHash')}::text
      and s.expires_at > ${sql.placeholder('now')}::timestamptz`,
)

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSession(db, { tokenHash, now })
  return row && { session: decodeRow(sessions, row, 's'), user: decodeRow(users, row, 'u') }
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash))
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

/** Every session of the user but the one with this token hash. */
export async function deleteOtherSessions(db: Db, userId: string, keepTokenHash: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
}
