// Loads the old shop's 'Avise-me' / 'Interessado' lists (a JSON export of its products table) into
// product_leads: `npm run import:leads -- FILE`. See docs/operations.md.
import { readFile } from 'node:fs/promises'
import { DomainError } from '#domain/errors.ts'
import { loadConfig, type Config } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import {
  LEGACY_IMPORT_REASONS,
  importLegacyLeads,
  readLegacyExport,
  type LegacyImportReport,
} from '#server/modules/leads/legacy-import.ts'
import { print, printError } from '#server/logging/print.ts'

const USAGE = 'Uso: npm run import:leads -- ARQUIVO.json'

/** A mistake of the person running the command: its message is all they need, no stack. */
class UserError extends Error {}

async function readExport(file: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new UserError(`Arquivo não encontrado: ${file}`)
    if (code === 'EISDIR') throw new UserError(`${file} é uma pasta, não um arquivo.`)
    if (code === 'EACCES') throw new UserError(`Sem permissão para ler ${file}.`)
    throw new UserError(`Não foi possível ler ${file}: ${code ?? (error as Error).message}`)
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new UserError(`${file} não é um JSON válido (${(error as Error).message}).`)
  }
}

function formatReport(report: LegacyImportReport, config: Config): string {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`
  const lines = [
    `Banco de dados: ${where}`,
    `Importados: ${report.loaded}`,
    `Já existentes: ${report.alreadyPresent}`,
    `Ignorados: ${report.skipped.length}`,
  ]
  for (const skip of report.skipped) {
    const product = skip.productId || '(sem id)'
    lines.push(`  - produto ${product}, entrada ${JSON.stringify(skip.entry)}: ${skip.reason}`)
  }
  const noneKnown = report.skipped.every((s) => s.reason === LEGACY_IMPORT_REASONS.unknownProduct)
  if (report.loaded + report.alreadyPresent === 0 && report.skipped.length > 0 && noneKnown) {
    lines.push('Nenhum produto do arquivo existe neste banco: confira DATA_DIR ou DATABASE_URL.')
  }
  return lines.join('\n')
}

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    throw new UserError((error as Error).message)
  }
}

async function main(args: string[]): Promise<void> {
  const files = args.filter((arg) => arg !== '--')
  const file = files[0]
  if (files.length !== 1 || !file) throw new UserError(`Informe um arquivo JSON.\n${USAGE}`)
  const json = await readExport(file)
  // A file of the wrong shape is refused before the database is opened (or created).
  readLegacyExport(json)
  const config = readConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    print(formatReport(await importLegacyLeads(database.db, json), config))
  } finally {
    await database.close()
  }
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  process.exitCode = 1
  if (error instanceof UserError || (error instanceof DomainError && error.kind === 'invalid')) {
    printError(error.message)
  } else {
    // The import is one transaction: a failure inside it leaves product_leads as it was.
    printError('Falha ao importar; nenhum interessado foi gravado.')
    for (let e: unknown = error; e; e = (e as Error).cause) {
      printError(`  ${e instanceof Error ? e.message : String(e)}`)
    }
  }
}
