import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { photos } from '#server/db/schema/photos.ts'

export type PhotoRow = typeof photos.$inferSelect

/**
 * Records an upload, pending until a product, project or order names it. The same photo sent
 * again (the same name: the same pixels) keeps its first record but counts as uploaded now, so
 * the cleanup job gives it its 7 days again.
 */
export async function recordUpload(
  db: Db,
  photo: Pick<PhotoRow, 'name' | 'width' | 'height' | 'widths' | 'bytes'>,
  uploadedBy: string,
): Promise<PhotoRow> {
  const [row] = await db
    .insert(photos)
    .values({ ...photo, uploadedBy })
    .onConflictDoUpdate({
      target: photos.name,
      set: { uploadedAt: sql`now()`, uploadedBy },
    })
    .returning()
  if (!row) throw new Error('insert into photos returned no row')
  return row
}

/**
 * Records photos that arrive already processed (the demo catalog's: src/server/seed), uploaded by
 * no one. As with recordUpload, one recorded before keeps its record but counts as uploaded now.
 */
export async function recordProcessedPhotos(
  db: Db,
  rows: readonly Pick<PhotoRow, 'name' | 'width' | 'height' | 'widths' | 'bytes'>[],
) {
  if (rows.length === 0) return
  await db
    .insert(photos)
    .values(
      rows.map(({ name, width, height, widths, bytes }) => ({
        name,
        width,
        height,
        widths,
        bytes,
      })),
    )
    .onConflictDoUpdate({ target: photos.name, set: { uploadedAt: sql`now()` } })
}

/** The recorded photos among `names` (an unknown or deleted name is simply absent). */
export async function findPhotos(db: Db, names: readonly string[]): Promise<PhotoRow[]> {
  if (names.length === 0) return []
  return db
    .select()
    .from(photos)
    .where(inArray(photos.name, [...new Set(names)]))
}

export async function allPhotoNames(db: Db): Promise<Set<string>> {
  const rows = await db.select({ name: photos.name }).from(photos)
  return new Set(rows.map((r) => r.name))
}

/**
 * Deletes the photos uploaded before `before` that no product, project, order line or the shop's image names, and
 * answers their names (their files go next). A save that names one at the same moment either
 * waits for this statement or makes it skip that row: the foreign keys check both ways.
 */
export async function deleteAbandonedPhotos(db: Db, before: Date): Promise<PhotoRow[]> {
  const rows = await rawRows<{ name: string }>(
    db,
    sql`select p.name from photos p
      where p.uploaded_at < ${before}
        and not exists (select 1 from product_photos u where u.photo = p.name)
        and not exists (select 1 from custom_product_photos u where u.photo = p.name)
        and not exists (select 1 from order_items u where u.product_photo = p.name)
        and not exists (
          select 1 from shop_settings u where u.image_photo = p.name or u.banner_photo = p.name
        )`,
  )
  const deleted: PhotoRow[] = []
  // One by one: a row named meanwhile fails its own delete (foreign key), not everyone's.
  for (const { name } of rows) {
    try {
      deleted.push(
        ...(await db
          .delete(photos)
          .where(and(eq(photos.name, name), lt(photos.uploadedAt, before)))
          .returning()),
      )
    } catch (error) {
      // Named by a save since the select: it is no longer abandoned.
      if (pgErrorCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error
    }
  }
  return deleted
}
