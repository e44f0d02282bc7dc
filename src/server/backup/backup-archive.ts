import { constants, type Stats } from 'node:fs'
import { lstat, open, rename, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { BackupError, type BackupKind } from './backup-file.ts'
import {
  buildManifest,
  DATABASE_MEMBERS,
  encodeManifest,
  MANIFEST_MEMBER,
  parseManifest,
  type Manifest,
} from './backup-manifest.ts'
import type { MediaSummary } from './backup-summary.ts'
import { listPhotoFiles, MEDIA_PREFIX, photoFileOfMember, summariseMedia } from './media-files.ts'
import { REGULAR_FILE } from './tar-format.ts'
import {
  copyEntry,
  DamagedArchive,
  readEntryBytes,
  readTarEntries,
  type TarEntry,
} from './tar-reader.ts'
import { TarWriter } from './tar-writer.ts'

/**
 * The backup archive (decision 035), a plain tar:
 *
 *   manifest.json                what it is and holds (backup-manifest.ts)
 *   database.pglite.tar.gz       or database.pgdump: the database, as the dump-only backups were
 *   media/<name>-<width>.webp    every photo file of MEDIA_DIR (and the -1200.jpg previews)
 */

/** Larger is not a manifest this shop wrote; it is refused before it is read into memory. */
const MAX_MANIFEST_BYTES = 64 * 1024

/** Opens a file without following a link: a link swapped in for a photo is not archived. */
async function openPlainFile(file: string): Promise<{ handle: FileHandle; stats: Stats } | null> {
  let handle: FileHandle
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // Removed since it was listed (the cleanup job, on a running shop), or a link.
    if (code === 'ENOENT' || code === 'ELOOP') return null
    throw error
  }
  const stats = await handle.stat()
  if (stats.isFile()) return { handle, stats }
  await handle.close()
  return null
}

async function addOpenFile(tar: TarWriter, name: string, file: string) {
  const opened = await openPlainFile(file)
  if (!opened) return null
  try {
    await tar.addFile(name, opened.handle, opened.stats.size, opened.stats.mtime)
    return opened.stats.size
  } finally {
    await opened.handle.close()
  }
}

/**
 * Writes the archive: the manifest, the database dump already on disk at `dumpFile`, then each
 * photo file streamed from MEDIA_DIR. It is written to `<file>.parcial` and renamed at the end,
 * so a failed backup never leaves half an archive under the final name.
 */
export async function writeBackupArchive(
  file: string,
  kind: BackupKind,
  dumpFile: string,
  mediaDir: string,
): Promise<MediaSummary> {
  const listed: { name: string; size: number }[] = []
  for (const name of await listPhotoFiles(mediaDir)) {
    const stats = await lstat(path.join(mediaDir, name)).catch(() => null)
    if (stats?.isFile()) listed.push({ name, size: stats.size })
  }
  const expected = summariseMedia(listed)
  const manifest = buildManifest(kind, { files: expected.files, bytes: expected.bytes })
  const manifestBytes = encodeManifest(manifest)

  const partial = `${file}.parcial`
  await rm(partial, { force: true })
  const tar = await TarWriter.create(partial)
  try {
    const manifestAt = await tar.addBytes(MANIFEST_MEMBER, manifestBytes)
    if ((await addOpenFile(tar, DATABASE_MEMBERS[kind], dumpFile)) === null) {
      throw new Error(`the database dump ${dumpFile} is missing`)
    }
    const archived: typeof listed = []
    for (const { name } of listed) {
      const size = await addOpenFile(tar, MEDIA_PREFIX + name, path.join(mediaDir, name))
      if (size !== null) archived.push({ name, size })
    }
    const media = summariseMedia(archived)
    if (media.files !== expected.files || media.bytes !== expected.bytes) {
      // Photos changed while they were copied: the manifest says what the archive really holds.
      const fixed = encodeManifest(
        { ...manifest, media: { files: media.files, bytes: media.bytes } },
        manifestBytes.length,
      )
      if (fixed.length > manifestBytes.length) {
        throw new BackupError('As fotos mudaram durante o backup: rode npm run backup de novo.')
      }
      await tar.overwrite(manifestAt, fixed)
    }
    await tar.finish()
    await rename(partial, file)
    return media
  } catch (error) {
    await tar.abandon()
    await rm(partial, { force: true })
    throw error
  }
}

export interface BackupArchive {
  manifest: Manifest
  database: TarEntry
  /** Only members named media/<photo file> and holding a plain file. */
  photos: TarEntry[]
  media: MediaSummary
}

/**
 * Reads and checks the whole archive before anything is restored from it: the manifest (format
 * and version), that every member is whole, and that it holds nothing but the manifest, the
 * database and plain photo files under media/. Anything else (a link, `media/../x`, another name)
 * is not what `npm run backup` writes: the archive is refused and nothing changes.
 */
export async function readBackupArchive(file: string): Promise<BackupArchive> {
  const damaged = () =>
    new BackupError(`${file} está incompleto ou danificado: o backup não pode ser restaurado.`)
  let entries: TarEntry[]
  try {
    entries = await readTarEntries(file)
  } catch (error) {
    if (error instanceof DamagedArchive) throw damaged()
    throw error
  }
  const [first, ...rest] = entries
  if (
    !first ||
    first.name !== MANIFEST_MEMBER ||
    first.type !== REGULAR_FILE ||
    first.size > MAX_MANIFEST_BYTES
  ) {
    throw new BackupError(`${file} não é um backup da loja (npm run backup).`)
  }
  const manifest = parseManifest(file, await readEntryBytes(file, first))
  let database: TarEntry | undefined
  const photos: TarEntry[] = []
  for (const entry of rest) {
    // A tar repacked by hand may list the folder itself.
    if (entry.type === '5' && entry.name === MEDIA_PREFIX) continue
    const refuse = (what: string) =>
      new BackupError(
        `${file} contém ${JSON.stringify(entry.name)}, ${what}: um backup da loja só tem o ` +
          'manifesto, o banco de dados e fotos em media/. Por segurança, nada foi restaurado.',
      )
    if (entry.type !== REGULAR_FILE) throw refuse('que não é um arquivo comum (link ou pasta)')
    if (entry.name === manifest.database.member && !database) database = entry
    else if (photoFileOfMember(entry.name)) photos.push(entry)
    else throw refuse('que não é uma foto')
  }
  const media = summariseMedia(
    photos.map((entry) => ({ name: photoFileOfMember(entry.name)!, size: entry.size })),
  )
  if (!database || media.files !== manifest.media.files || media.bytes !== manifest.media.bytes) {
    throw damaged()
  }
  return { manifest, database, photos, media }
}

/** Copies one member out of the archive into a new file (the database dump, to restore it). */
export async function extractMember(file: string, entry: TarEntry, target: string) {
  const archive = await open(file)
  try {
    const out = await open(target, 'wx')
    try {
      await copyEntry(archive, entry, out)
    } finally {
      await out.close()
    }
  } finally {
    await archive.close()
  }
}
