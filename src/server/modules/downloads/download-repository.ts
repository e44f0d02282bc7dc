import { asc, desc, eq, sql } from 'drizzle-orm'
import type { DownloadInput } from '#domain/schemas/download.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { downloads } from '#server/db/schema/content.ts'

export type DownloadRow = typeof downloads.$inferSelect

/**
 * Every change to display_order (append, move) first takes this transaction-scoped lock, so two of
 * them never read the same max or the same neighbour: the orders stay a permutation.
 */
const ORDER_LOCK = 740_711
const lockOrder = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK})`)

/** In display order (the oldest first among equals, which the API never creates). */
export function listDownloads(db: Db) {
  return db
    .select()
    .from(downloads)
    .orderBy(asc(downloads.displayOrder), asc(downloads.createdAt), asc(downloads.id))
}

export function countDownloads(db: Db): Promise<number> {
  return db.$count(downloads)
}

/**
 * Appended at the end: display_order = max + 1. `demo`: the seed's demonstration download (the
 * panel's 'Remover dados de demonstração' deletes it).
 */
export function insertDownload(
  db: Db,
  input: DownloadInput,
  { demo = false }: { demo?: boolean } = {},
): Promise<DownloadRow> {
  return db.transaction(async (tx) => {
    await lockOrder(tx)
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${downloads.displayOrder}), 0)`.mapWith(Number) })
      .from(downloads)
    const [row] = await tx
      .insert(downloads)
      .values({ ...input, demo, displayOrder: (last?.max ?? 0) + 1 })
      .returning()
    if (!row) throw new Error('insert into downloads returned no row')
    return row
  })
}

/** Title, URL and description; undefined when there is none. */
export async function updateDownload(
  db: Db,
  id: string,
  input: DownloadInput,
): Promise<DownloadRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db
    .update(downloads)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(downloads.id, id))
    .returning()
  return row
}

/** True when a row went; the others keep their orders (only the relative order matters). */
export async function deleteDownload(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const rows = await db
    .delete(downloads)
    .where(eq(downloads.id, id))
    .returning({ id: downloads.id })
  return rows.length === 1
}

export type MoveResult = 'moved' | 'not-found' | 'already-first' | 'already-last'

/**
 * Swaps a download's display_order with its neighbour's (the previous or next by display_order, id
 * as tiebreak), in one transaction with both rows locked.
 */
export function moveDownload(db: Db, id: string, direction: 'up' | 'down'): Promise<MoveResult> {
  if (!isUuid(id)) return Promise.resolve('not-found')
  return db.transaction(async (tx) => {
    await lockOrder(tx)
    const [target] = await tx.select().from(downloads).where(eq(downloads.id, id)).for('update')
    if (!target) return 'not-found'
    const key = sql`(${downloads.displayOrder}, ${downloads.id})`
    const mine = sql`(${target.displayOrder}::integer, ${target.id}::uuid)`
    const [neighbour] = await tx
      .select()
      .from(downloads)
      .where(direction === 'up' ? sql`${key} < ${mine}` : sql`${key} > ${mine}`)
      .orderBy(
        ...(direction === 'up'
          ? [desc(downloads.displayOrder), desc(downloads.id)]
          : [asc(downloads.displayOrder), asc(downloads.id)]),
      )
      .limit(1)
      .for('update')
    if (!neighbour) return direction === 'up' ? 'already-first' : 'already-last'
    await tx
      .update(downloads)
      .set({ displayOrder: neighbour.displayOrder })
      .where(eq(downloads.id, target.id))
    await tx
      .update(downloads)
      .set({ displayOrder: target.displayOrder })
      .where(eq(downloads.id, neighbour.id))
    return 'moved'
  })
}
