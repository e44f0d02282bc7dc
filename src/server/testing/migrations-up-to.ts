import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The shop's migrations, as the server applies them. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../db/migrations', import.meta.url))

/**
 * A copy of the migrations as they stood up to migration `last` (its journal cut there), for a
 * test that builds a database as an older shop had it and then migrates it to today's.
 */
export function migrationsUpTo(last: number) {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-migrations-'))
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((e) => e.idx <= last)
  writeFileSync(journalPath, JSON.stringify(journal))
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}
