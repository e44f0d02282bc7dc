import { DAY_MS } from '#domain/time.ts'
import { PHOTO_FILE, PREVIEW_BOX } from '#domain/photos.ts'
import type { Db } from '#server/db/client.ts'
import type { DiskMediaStore } from '#server/media/media-store.ts'
import { allPhotoNames, deleteAbandonedPhotos } from './photo-repository.ts'

/** How long an upload no product, project or order names is kept (the form may still save it). */
export const PENDING_DAYS = 7

/** A photo's files: its WebP widths and its link preview. */
export const photoFiles = (name: string, widths: readonly number[]) => [
  ...widths.map((w) => `${name}-${w}.webp`),
  `${name}-${PREVIEW_BOX.width}.jpg`,
]

/**
 * Deletes the photos pending for more than PENDING_DAYS, records and files, and the files no
 * record names that are over a day old (written by an upload that failed before its record, or
 * left by a deleted record whose files a crash kept), and work in progress a day old. Safe with
 * several instances on one database and one MEDIA_DIR: each step finds what the others left.
 */
export async function cleanUpPhotos(db: Db, media: DiskMediaStore, now = new Date()) {
  const deleted = await deleteAbandonedPhotos(db, new Date(now.getTime() - PENDING_DAYS * DAY_MS))
  for (const photo of deleted) {
    for (const file of photoFiles(photo.name, photo.widths)) await media.remove(file)
  }
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const recorded = await allPhotoNames(db)
  let strays = 0
  for (const { file, modifiedAt } of await media.list()) {
    const name = PHOTO_FILE.exec(file)?.[1]
    if (name && !recorded.has(name) && modifiedAt < dayAgo) {
      await media.remove(file)
      strays++
    }
  }
  const unfinished = await media.removeWorkInProgress(dayAgo)
  return { photos: deleted.length, strays, unfinished }
}
