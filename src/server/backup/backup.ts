import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '#server/config.ts'
import { BackupError, backupFileName, detectBackupKind, type BackupKind } from './backup-file.ts'
import type { BackupSummary } from './backup-summary.ts'
import { backupPglite, restorePglite } from './pglite-backup.ts'
import { backupPostgres, restorePostgres } from './postgres-backup.ts'

type Target = Pick<Config, 'databaseUrl' | 'dataDir'>

const kindOf = (config: Target): BackupKind => (config.databaseUrl ? 'postgres' : 'pglite')

/** `file`, or backups/vitrine-<date>.<kind> under `dir`. */
export function defaultBackupFile(config: Target, dir = 'backups', now = new Date()) {
  return path.join(dir, backupFileName(kindOf(config), now))
}

export async function createBackup(config: Target, file: string): Promise<BackupSummary> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  return config.databaseUrl
    ? backupPostgres(config.databaseUrl, file)
    : backupPglite(config.dataDir, file)
}

interface Restored {
  summary: BackupSummary
  /** What was there before: a backup file (PostgreSQL) or the old data directory (PGlite). */
  previous: string | undefined
}

/**
 * Brings a backup back into the configured database. What is there now is kept first (a backup
 * of it, or the old directory), so a restore of the wrong file can itself be undone.
 */
export async function restoreBackup(
  config: Target,
  file: string,
  safetyDir = 'backups',
): Promise<Restored> {
  const kind = await detectBackupKind(file)
  if (kind !== kindOf(config)) {
    throw new BackupError(
      kind === 'pglite'
        ? 'Este backup é do banco embutido (PGlite), mas DATABASE_URL está definido: ' +
            'restaure-o sem DATABASE_URL.'
        : 'Este backup é de um PostgreSQL (DATABASE_URL), mas DATABASE_URL não está definido.',
    )
  }
  if (!config.databaseUrl) return restorePglite(file, config.dataDir)
  const previous = path.join(safetyDir, `antes-da-restauracao-${backupFileName('postgres')}`)
  await createBackup(config, previous)
  return { summary: await restorePostgres(file, config.databaseUrl), previous }
}
