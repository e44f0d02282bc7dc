import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { PHOTO_FILE } from '#domain/photos.ts'

/** A stored file as served: its bytes as a stream, its size and when it was written. */
export interface StoredFile {
  stream: () => Readable
  size: number
  modifiedAt: Date
}

/**
 * Where the photos' files live (decision 035). On disk today; kept this small so an S3-compatible
 * store (PutObject, GetObject, DeleteObject, ListObjectsV2) can stand in later.
 */
export interface MediaStore {
  /** Writes a file whole or not at all (a crash never leaves half of it under its name). */
  write(file: string, bytes: Buffer): Promise<void>
  /** The file, or undefined when there is none. */
  read(file: string): Promise<StoredFile | undefined>
  remove(file: string): Promise<void>
  /** Every photo file stored, with when it was written. */
  list(): Promise<{ file: string; modifiedAt: Date }[]>
}

/** Work in progress (incoming uploads, files being written), never served and never backed up. */
export const TEMP_FOLDER = '.tmp'

/** Only a photo's file name ever becomes a path: nothing a caller sends can leave the folder. */
function checkedName(file: string) {
  if (!PHOTO_FILE.test(file)) throw new Error(`not a photo file name: ${JSON.stringify(file)}`)
  return file
}

/** MEDIA_DIR: flat files named by their content, written through a temporary name and renamed. */
export class DiskMediaStore implements MediaStore {
  constructor(readonly dir: string) {}

  /** A fresh path for work in progress, on the same disk (so rename is atomic). */
  async tempPath(prefix: string) {
    const folder = path.join(this.dir, TEMP_FOLDER)
    await mkdir(folder, { recursive: true })
    return path.join(folder, `${prefix}-${randomUUID()}`)
  }

  async write(file: string, bytes: Buffer) {
    const target = path.join(this.dir, checkedName(file))
    const temp = await this.tempPath(file)
    try {
      await writeFile(temp, bytes, { flush: true })
      await rename(temp, target)
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
  }

  async read(file: string): Promise<StoredFile | undefined> {
    const full = path.join(this.dir, checkedName(file))
    try {
      const info = await stat(full)
      if (!info.isFile()) return undefined
      return { stream: () => createReadStream(full), size: info.size, modifiedAt: info.mtime }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }

  async remove(file: string) {
    await rm(path.join(this.dir, checkedName(file)), { force: true })
  }

  /** Removes work in progress older than `before` (a crash's leftovers); how many files. */
  async removeWorkInProgress(before: Date) {
    const folder = path.join(this.dir, TEMP_FOLDER)
    let removed = 0
    for (const entry of await readdir(folder).catch(() => [])) {
      const full = path.join(folder, entry)
      if ((await stat(full)).mtime < before) {
        await rm(full, { force: true })
        removed++
      }
    }
    return removed
  }

  async list() {
    let entries: string[]
    try {
      entries = await readdir(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const files = entries.filter((file) => PHOTO_FILE.test(file))
    return Promise.all(
      files.map(async (file) => ({
        file,
        modifiedAt: (await stat(path.join(this.dir, file))).mtime,
      })),
    )
  }
}
