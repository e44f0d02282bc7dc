import { sql } from 'drizzle-orm'
import { invalid } from '#domain/errors.ts'
import { PHOTO_MESSAGES, photoUrl, type PhotoView } from '#domain/photos.ts'
import type { SavedPhoto } from '#domain/schemas/photo-list.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { findPhotos } from './photo-repository.ts'

/** The two lists of photos: a catalog product's and a custom project's (the same columns). */
const LISTS = {
  product: { table: 'product_photos', owner: 'product_id' },
  project: { table: 'custom_product_photos', owner: 'custom_product_id' },
} as const
export type PhotoListKind = keyof typeof LISTS

export const unknownPhoto = () => invalid('unknown-photo', PHOTO_MESSAGES.unknownPhoto)

/**
 * The photos a save names, checked: every uploaded one must be recorded (refused in pt-BR when
 * unknown or deleted), and the cover's address is what `image` keeps.
 */
export async function resolvePhotos(db: Db, photos: readonly SavedPhoto[]) {
  const names = photos.flatMap((p) => (p.photo ? [p.photo] : []))
  const found = new Map((await findPhotos(db, names)).map((row) => [row.name, row.widths]))
  if (names.some((name) => !found.has(name))) throw unknownPhoto()
  const cover = photos[0]!
  return { photos, cover: photoUrl(cover, cover.photo ? found.get(cover.photo)! : []) }
}

/**
 * Replaces the list of `ownerId` with `photos`, in the caller's transaction. A photo the cleanup
 * deleted since resolvePhotos fails the foreign key: refused as unknown.
 */
export async function replacePhotoList(
  db: Db,
  kind: PhotoListKind,
  ownerId: string,
  photos: readonly SavedPhoto[],
) {
  const { table, owner } = LISTS[kind]
  await db.execute(
    sql`delete from ${sql.identifier(table)} where ${sql.identifier(owner)} = ${ownerId}`,
  )
  const rows = photos.map(
    (p, position) => sql`(${ownerId}, ${position}, ${p.photo ?? null}, ${p.url ?? null}, ${p.alt})`,
  )
  try {
    await db.execute(sql`insert into ${sql.identifier(table)}
      (${sql.identifier(owner)}, position, photo, url, alt) values ${sql.join(rows, sql`, `)}`)
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw unknownPhoto()
    throw error
  }
}

interface ListRow {
  owner_id: string
  photo: string | null
  url: string | null
  alt: string
  widths: number[] | null
}

/** The lists of `ownerIds`, in order, as the API answers them (an owner with none: absent). */
export async function readPhotoLists(
  db: Db,
  kind: PhotoListKind,
  ownerIds: readonly string[],
): Promise<Map<string, PhotoView[]>> {
  const lists = new Map<string, PhotoView[]>()
  if (ownerIds.length === 0) return lists
  const { table, owner } = LISTS[kind]
  const ids = sql.join(
    ownerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const rows = await rawRows<ListRow>(
    db,
    sql`select l.${sql.identifier(owner)} as owner_id, l.photo, l.url, l.alt, p.widths
      from ${sql.identifier(table)} l left join photos p on p.name = l.photo
      where l.${sql.identifier(owner)} in (${ids})
      order by l.${sql.identifier(owner)}, l.position`,
  )
  for (const row of rows) {
    const widths = row.widths ?? []
    const view = { photo: row.photo, url: photoUrl(row, widths), alt: row.alt, widths }
    lists.set(row.owner_id, [...(lists.get(row.owner_id) ?? []), view])
  }
  return lists
}
