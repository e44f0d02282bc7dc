import { existsSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { openPglite } from '#server/db/client.ts'
import { LOCK_FILE, lockDataDir } from '#server/db/data-dir-lock.ts'
import { BackupError } from './backup-file.ts'
import { SUMMARY_SQL, type BackupSummary } from './backup-summary.ts'

async function summarise(client: Awaited<ReturnType<typeof openPglite>>['client']) {
  const { rows } = await client.query<BackupSummary>(SUMMARY_SQL)
  if (!rows[0]) throw new Error('summary query returned no row')
  return rows[0]
}

/**
 * PGlite's own dump of its data directory (a gzipped tarball), taken with the directory locked: a
 * running shop holds the lock, so the copy can never be of a database in the middle of a write.
 */
export async function backupPglite(dataDir: string, file: string): Promise<BackupSummary> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`Nenhum banco de dados em ${dataDir}: rode npm start uma vez antes.`)
  }
  const { client, close } = await openPglite(dataDir)
  try {
    const summary = await summarise(client)
    const dump = await client.dumpDataDir('gzip')
    // Written beside the target and renamed: a half-written file never looks like a backup.
    const partial = `${file}.parcial`
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
    await rename(partial, file)
    return summary
  } finally {
    await close()
  }
}

interface PgliteRestore {
  summary: BackupSummary
  /** Where the replaced data directory was kept (nothing is deleted). */
  previous: string | undefined
}

/**
 * Loads the backup into a new directory and checks it opens, then swaps it in. The replaced
 * directory is renamed, never deleted; the swap holds its lock, so a running shop stops it.
 * `label` names the backup in messages (the archive, when `file` was extracted from one).
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  label = file,
): Promise<PgliteRestore> {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')
  const incoming = `${dataDir}.restaurando-${stamp}`
  let summary: BackupSummary
  try {
    const { client, close } = await openPglite(incoming, new Blob([await readFile(file)]))
    try {
      summary = await summarise(client)
    } finally {
      await close()
    }
  } catch (error) {
    await rm(incoming, { recursive: true, force: true })
    if (error instanceof BackupError) throw error
    throw new BackupError(
      `Não foi possível abrir o backup ${label}: arquivo corrompido ou incompleto.`,
    )
  }
  // The dump holds the lock file of the process that took it.
  await rm(path.join(incoming, LOCK_FILE), { force: true })
  let previous: string | undefined
  if (existsSync(dataDir)) {
    await lockDataDir(dataDir).catch(async (error: unknown) => {
      await rm(incoming, { recursive: true, force: true })
      throw error
    })
    previous = `${dataDir}.antes-da-restauracao-${stamp}`
    await rename(dataDir, previous)
    await rm(path.join(previous, LOCK_FILE), { force: true })
  }
  await rename(incoming, dataDir)
  return { summary, previous }
}
