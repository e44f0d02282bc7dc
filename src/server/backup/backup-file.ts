import { open } from 'node:fs/promises'
import { isUstar } from './tar-format.ts'

export type BackupKind = 'pglite' | 'postgres'

/**
 * What a file is: the backup archive (database and photos, `npm run backup` since decision 035), or
 * one of the database-only files written before it, which still restore.
 */
export type BackupFormat = 'archive' | BackupKind

/** A mistake the owner can fix (wrong file, shop still running, pg_dump missing): no stack. */
export class BackupError extends Error {
  override name = 'BackupError'
}

const DUMP_EXTENSIONS: Record<BackupKind, string> = {
  pglite: '.pglite.tar.gz',
  postgres: '.pgdump',
}

const stampOf = (now: Date) => now.toISOString().slice(0, 19).replace(/[:T]/g, '-')

/**
 * vitrine-2026-11-22-10-30-00.pglite.backup.tar: sorts by date, says which database made it, and
 * is a plain tar (the dump inside is already compressed, and so are the photos).
 */
export function backupFileName(kind: BackupKind, now = new Date()): string {
  return `vitrine-${stampOf(now)}.${kind}.backup.tar`
}

/** vitrine-2026-11-22-10-30-00.pgdump: the database-only file, as backups were before decision 035. */
export function dumpFileName(kind: BackupKind, now = new Date()): string {
  return `vitrine-${stampOf(now)}${DUMP_EXTENSIONS[kind]}`
}

/** By the file's first bytes: PGDMP is pg_dump's, 1f 8b a gzip, "ustar" at 257 a tar archive. */
export async function detectBackupFormat(file: string): Promise<BackupFormat> {
  const handle = await open(file).catch(() => {
    throw new BackupError(`Arquivo não encontrado: ${file}`)
  })
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(512), 0, 512, 0)
    const head = buffer.subarray(0, bytesRead)
    if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres'
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
    if (bytesRead === 512 && isUstar(head)) return 'archive'
  } finally {
    await handle.close()
  }
  throw new BackupError(`${file} não é um backup da loja (npm run backup).`)
}
