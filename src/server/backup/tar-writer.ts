import { open, type FileHandle } from 'node:fs/promises'
import { BLOCK, END_OF_ARCHIVE, encodeHeader, paddingOf, REGULAR_FILE } from './tar-format.ts'

/** How much of a member is held at once while it is copied in: photos are never held whole. */
const CHUNK = 1024 * 1024

const ZEROS = Buffer.alloc(BLOCK)

/**
 * A tar archive written member by member to a file, every write awaited: no stream events to lose
 * an error in, and memory bounded by CHUNK whatever the archive holds.
 */
export class TarWriter {
  private position = 0

  private constructor(private readonly out: FileHandle) {}

  /** Creates `file`, refusing one that exists (a link planted there is not followed). */
  static async create(file: string) {
    return new TarWriter(await open(file, 'wx'))
  }

  private async write(data: Uint8Array) {
    await this.overwrite(this.position, data)
    this.position += data.length
  }

  /** A member from bytes in memory (the manifest). Returns where its data starts. */
  async addBytes(name: string, data: Uint8Array, mtime = new Date()) {
    await this.write(encodeHeader({ name, size: data.length, type: REGULAR_FILE, mtime }))
    const start = this.position
    await this.write(data)
    await this.write(ZEROS.subarray(0, paddingOf(data.length)))
    return start
  }

  /**
   * A member copied from an open file of `size` bytes (as fstat said when it was opened). A file
   * that shrinks meanwhile fails the archive rather than leave a member shorter than its header.
   */
  async addFile(name: string, source: FileHandle, size: number, mtime: Date) {
    await this.write(encodeHeader({ name, size, type: REGULAR_FILE, mtime }))
    const chunk = Buffer.alloc(Math.max(1, Math.min(size, CHUNK)))
    let copied = 0
    while (copied < size) {
      const want = Math.min(chunk.length, size - copied)
      const { bytesRead } = await source.read(chunk, 0, want, copied)
      if (bytesRead === 0) throw new Error(`${name} shrank while it was being archived`)
      await this.write(chunk.subarray(0, bytesRead))
      copied += bytesRead
    }
    await this.write(ZEROS.subarray(0, paddingOf(size)))
  }

  /** Writes at `position`: the next member's bytes, or the manifest's again (same length). */
  async overwrite(position: number, data: Uint8Array) {
    let done = 0
    while (done < data.length) {
      const { bytesWritten } = await this.out.write(data, done, data.length - done, position + done)
      done += bytesWritten
    }
  }

  /** The end blocks, then the data on disk before the file is renamed into place. */
  async finish() {
    await this.write(END_OF_ARCHIVE)
    await this.out.sync()
    await this.out.close()
  }

  /** Closes the file after a failure (the caller removes it). */
  async abandon() {
    await this.out.close().catch(() => undefined)
  }
}
