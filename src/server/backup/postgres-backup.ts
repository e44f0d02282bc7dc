import { execFile } from 'node:child_process'
import { rename, rm } from 'node:fs/promises'
import { promisify } from 'node:util'
import pg from 'pg'
import { BackupError } from './backup-file.ts'
import { SUMMARY_SQL, type BackupSummary } from './backup-summary.ts'

const exec = promisify(execFile)

/** PostgreSQL's own tools, so a backup restores on any PostgreSQL server, not only through us. */
async function run(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await exec(tool, args, { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string }
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} não encontrado: instale o cliente do PostgreSQL ` +
          '(Debian/Ubuntu: sudo apt-get install postgresql-client) e tente de novo.',
      )
    }
    const reason = failure.stderr?.trim().split('\n')[0] ?? failure.message
    throw new BackupError(`${tool} falhou: ${reason}`)
  }
}

async function summarise(databaseUrl: string): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<BackupSummary>(SUMMARY_SQL)
    if (!rows[0]) throw new Error('summary query returned no row')
    return rows[0]
  } finally {
    await client.end()
  }
}

/** pg_dump runs in one repeatable-read transaction: a consistent snapshot while the shop runs. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupSummary> {
  const partial = `${file}.parcial`
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, databaseUrl])
    await rename(partial, file)
  } finally {
    await rm(partial, { force: true })
  }
  return summarise(databaseUrl)
}

/** Replaces every table with the backup's, in one transaction: any error and nothing changes. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<BackupSummary> {
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ])
  return summarise(databaseUrl)
}
