import { randomUUID } from 'node:crypto'
import { lstat, mkdir, open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { PHOTO_FILE } from '#domain/photos.ts'
import { TEMP_FOLDER } from '#server/media/media-store.ts'
import type { MediaSummary } from './backup-summary.ts'
import { copyEntry, type TarEntry } from './tar-reader.ts'

/** The archive's folder of photo files: `media/<name>-<width>.<ext>`, nothing deeper. */
export const MEDIA_PREFIX = 'media/'

/** The photo file a member is, or undefined for any other name (`..`, folders, other files). */
export function photoFileOfMember(member: string): string | undefined {
  if (!member.startsWith(MEDIA_PREFIX)) return undefined
  const name = member.slice(MEDIA_PREFIX.length)
  return PHOTO_FILE.test(name) ? name : undefined
}

/**
 * The photo files in MEDIA_DIR: plain files named as the upload names them. The `.tmp/` folder
 * (writes in progress), links and any other file stay out. No MEDIA_DIR is a shop without photos.
 */
export async function listPhotoFiles(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  })
  return entries
    .filter((entry) => entry.isFile() && PHOTO_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/** Photos, files and bytes of a list of photo files (a photo has one file per width). */
export function summariseMedia(files: { name: string; size: number }[]): MediaSummary {
  const photos = new Set(files.map((file) => PHOTO_FILE.exec(file.name)?.[1]))
  return {
    photos: photos.size,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
  }
}

export interface PhotosRestored {
  /** Files written into MEDIA_DIR. */
  written: number
  /** Files MEDIA_DIR already had under the same name, left as they are. */
  kept: number
}

async function exists(file: string) {
  try {
    await lstat(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/**
 * Puts the archive's photo members into MEDIA_DIR. A name is the hash of the photo, so a file
 * already there is the same photo: it is left as it is. Each file is written under `.tmp/` (the
 * folder of writes in progress, which backups skip) and renamed in, so the shop never serves half
 * a photo. Files MEDIA_DIR has and the archive does not are left too: the cleanup job decides.
 * `photos` must hold only members that photoFileOfMember accepted.
 */
export async function restorePhotoFiles(
  archiveFile: string,
  photos: TarEntry[],
  mediaDir: string,
): Promise<PhotosRestored> {
  const partialDir = path.join(mediaDir, TEMP_FOLDER)
  await mkdir(partialDir, { recursive: true })
  const archive = await open(archiveFile)
  const restored: PhotosRestored = { written: 0, kept: 0 }
  try {
    for (const entry of photos) {
      const name = photoFileOfMember(entry.name)
      if (!name) throw new Error(`not a photo member: ${entry.name}`)
      const target = path.join(mediaDir, name)
      if (await exists(target)) {
        restored.kept++
        continue
      }
      const partial = path.join(partialDir, `restaurando-${randomUUID()}-${name}`)
      // 'wx' creates a new file and never writes through a link already at that name.
      const out = await open(partial, 'wx')
      try {
        await copyEntry(archive, entry, out)
        // On disk before the name is: a crash never leaves an empty photo under its name.
        await out.sync()
        await out.close()
        await rename(partial, target)
      } catch (error) {
        await out.close().catch(() => undefined)
        await rm(partial, { force: true })
        throw error
      }
      restored.written++
    }
  } finally {
    await archive.close()
  }
  return restored
}
