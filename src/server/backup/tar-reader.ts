import { open, type FileHandle } from 'node:fs/promises'
import { BLOCK, decodeHeader, paddingOf, type TarHeader } from './tar-format.ts'

/** A member of an archive on disk: its header, and where its data lies in the file. */
export interface TarEntry extends TarHeader {
  offset: number
}

/** The archive is cut short or its headers are damaged. */
export class DamagedArchive extends Error {
  override name = 'DamagedArchive'
}

const CHUNK = 1024 * 1024

async function readBlock(handle: FileHandle, position: number) {
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(BLOCK), 0, BLOCK, position)
  if (bytesRead < BLOCK) throw new DamagedArchive('the archive ends inside a header')
  return buffer
}

/**
 * Every member's header, read by position (the file is on disk, so nothing is buffered but one
 * block at a time). Each member's data must lie whole inside the file: a cut archive is refused
 * here, before anything is restored from it.
 */
export async function readTarEntries(file: string): Promise<TarEntry[]> {
  const handle = await open(file)
  try {
    const { size: fileSize } = await handle.stat()
    const entries: TarEntry[] = []
    let position = 0
    for (;;) {
      let header: TarHeader | null
      try {
        header = decodeHeader(await readBlock(handle, position))
      } catch (error) {
        throw error instanceof DamagedArchive ? error : new DamagedArchive(String(error))
      }
      if (!header) return entries
      const offset = position + BLOCK
      position = offset + header.size + paddingOf(header.size)
      if (position > fileSize) throw new DamagedArchive(`${header.name} is cut short`)
      entries.push({ ...header, offset })
    }
  } finally {
    await handle.close()
  }
}

/** A member's data in memory, for the small ones only (the manifest). */
export async function readEntryBytes(file: string, entry: TarEntry): Promise<Buffer> {
  const handle = await open(file)
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(entry.size),
      0,
      entry.size,
      entry.offset,
    )
    if (bytesRead < entry.size) throw new DamagedArchive(`${entry.name} is cut short`)
    return buffer
  } finally {
    await handle.close()
  }
}

/** Copies a member's data from the open archive into an open file, CHUNK bytes at a time. */
export async function copyEntry(archive: FileHandle, entry: TarEntry, out: FileHandle) {
  const chunk = Buffer.alloc(Math.max(1, Math.min(entry.size, CHUNK)))
  let copied = 0
  while (copied < entry.size) {
    const want = Math.min(chunk.length, entry.size - copied)
    const { bytesRead } = await archive.read(chunk, 0, want, entry.offset + copied)
    if (bytesRead === 0) throw new DamagedArchive(`${entry.name} is cut short`)
    let written = 0
    while (written < bytesRead) {
      written += (await out.write(chunk, written, bytesRead - written)).bytesWritten
    }
    copied += bytesRead
  }
}
