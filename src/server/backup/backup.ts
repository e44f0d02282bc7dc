import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Config } from '#server/config.ts'
import { extractMember, readBackupArchive, writeBackupArchive } from './backup-archive.ts'
import {
  BackupError,
  backupFileName,
  detectBackupFormat,
  dumpFileName,
  type BackupKind,
} from './backup-file.ts'
import { DATABASE_MEMBERS } from './backup-manifest.ts'
import type { BackupSummary } from './backup-summary.ts'
import { restorePhotoFiles, type PhotosRestored } from './media-files.ts'
import { backupPglite, restorePglite } from './pglite-backup.ts'
import { backupPostgres, restorePostgres } from './postgres-backup.ts'

type Target = Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaDir'>

const kindOf = (config: Target): BackupKind => (config.databaseUrl ? 'postgres' : 'pglite')

/** `file`, or backups/vitrine-<date>.<kind>.backup.tar under `dir`. */
export function defaultBackupFile(config: Target, dir = 'backups', now = new Date()) {
  return path.join(dir, backupFileName(kindOf(config), now))
}

/** The database alone, as backups were before decision 035: a .pglite.tar.gz or a .pgdump. */
function dumpDatabase(config: Target, file: string): Promise<BackupSummary> {
  return config.databaseUrl
    ? backupPostgres(config.databaseUrl, file)
    : backupPglite(config.dataDir, file)
}

/**
 * The backup archive: the database dump (written beside `file` first, then streamed in) and every
 * photo of MEDIA_DIR. The photos are listed after the dump, so every photo a product of the dump
 * shows is there (the cleanup job deletes only files no record names, and unused uploads).
 */
export async function createBackup(config: Target, file: string): Promise<BackupSummary> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  const kind = kindOf(config)
  const work = await mkdtemp(`${path.resolve(file)}.parcial-`)
  try {
    const dump = path.join(work, DATABASE_MEMBERS[kind])
    const summary = await dumpDatabase(config, dump)
    const media = await writeBackupArchive(file, kind, dump, config.mediaDir)
    return { ...summary, media }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

interface Restored {
  summary: BackupSummary
  /** What was there before: a backup file (PostgreSQL) or the old data directory (PGlite). */
  previous: string | undefined
  /** The archive's photo files put into MEDIA_DIR; absent for a database-only file. */
  photos?: PhotosRestored
}

function checkKind(kind: BackupKind, config: Target) {
  if (kind === kindOf(config)) return
  throw new BackupError(
    kind === 'pglite'
      ? 'Este backup é do banco embutido (PGlite), mas DATABASE_URL está definido: ' +
          'restaure-o sem DATABASE_URL.'
      : 'Este backup é de um PostgreSQL (DATABASE_URL), mas DATABASE_URL não está definido.',
  )
}

/**
 * Restores the database from a dump file. On PostgreSQL what is there now is backed up first, as
 * `safetyCopy` (an archive with the photos, or a dump for a dump), so a restore of the wrong file
 * can itself be undone; on PGlite the replaced directory is kept.
 */
async function restoreDatabase(
  config: Target,
  dump: string,
  label: string,
  safetyCopy: { file: string; write: (config: Target, file: string) => Promise<unknown> },
): Promise<Restored> {
  if (!config.databaseUrl) return restorePglite(dump, config.dataDir, label)
  await safetyCopy.write(config, safetyCopy.file)
  return { summary: await restorePostgres(dump, config.databaseUrl), previous: safetyCopy.file }
}

/**
 * Brings a backup back into the configured database and MEDIA_DIR. A database-only file (made
 * before decision 035) restores the database and leaves the photos as they are.
 */
export async function restoreBackup(
  config: Target,
  file: string,
  safetyDir = 'backups',
): Promise<Restored> {
  const format = await detectBackupFormat(file)
  if (format !== 'archive') {
    checkKind(format, config)
    return restoreDatabase(config, file, file, {
      file: path.join(safetyDir, `antes-da-restauracao-${dumpFileName('postgres')}`),
      write: dumpDatabase,
    })
  }
  // Every member is checked before anything changes: a damaged or hostile archive changes nothing.
  const archive = await readBackupArchive(file)
  checkKind(archive.manifest.database.kind, config)
  const work = await mkdtemp(path.join(os.tmpdir(), 'vitrine-restauracao-'))
  try {
    const dump = path.join(work, archive.manifest.database.member)
    await extractMember(file, archive.database, dump)
    const restored = await restoreDatabase(config, dump, file, {
      file: path.join(safetyDir, `antes-da-restauracao-${backupFileName('postgres')}`),
      write: createBackup,
    })
    // After the database: its products name these photos, so the cleanup job leaves them be.
    const photos = await restorePhotoFiles(file, archive.photos, config.mediaDir).catch(
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        throw new BackupError(
          `O banco de dados foi restaurado, mas as fotos não (${reason}). Corrija e rode ` +
            `npm run restore -- ${file} de novo: as fotos já gravadas ficam.` +
            (restored.previous ? ` O que havia antes está em ${restored.previous}.` : ''),
        )
      },
    )
    return { ...restored, summary: { ...restored.summary, media: archive.media }, photos }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
