import { open } from 'node:fs/promises'

export type BackupKind = 'pglite' | 'postgres'

/** A mistake the owner can fix (wrong file, shop still running, pg_dump missing): no stack. */
export class BackupError extends Error {
  override name = 'BackupError'
}

const EXTENSIONS: Record<BackupKind, string> = {
  pglite: '.pglite.tar.gz',
  postgres: '.pgdump',
}

/** vitrine-2026-11-22-10-30-00.pglite.tar.gz: sorts by date, and says which database made it. */
export function backupFileName(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-')
  return `vitrine-${stamp}${EXTENSIONS[kind]}`
}

/** By the file's first bytes: pg_dump's custom format starts with PGDMP, a gzip with 1f 8b. */
export async function detectBackupKind(file: string): Promise<BackupKind> {
  const handle = await open(file).catch(() => {
    throw new BackupError(`Arquivo não encontrado: ${file}`)
  })
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0)
    const head = buffer.subarray(0, bytesRead)
    if (head.toString('latin1') === 'PGDMP') return 'postgres'
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  } finally {
    await handle.close()
  }
  throw new BackupError(`${file} não é um backup da loja (npm run backup).`)
}
