// `npm run restore -- FILE`: brings back a backup made by `npm run backup`.
import { restoreBackup } from '#server/backup/backup.ts'
import { describeSummary } from '#server/backup/backup-summary.ts'
import { loadConfig } from '#server/config.ts'
import { reportCliError } from './cli-error.ts'
import { print, printError } from '#server/logging/print.ts'

const file = process.argv[2]
if (!file) {
  printError('Uso: npm run restore -- ARQUIVO (um backup feito com npm run backup)')
  process.exitCode = 1
} else {
  try {
    const { summary, previous } = await restoreBackup(loadConfig(), file)
    print(`Backup ${file} restaurado: ${describeSummary(summary)}.`)
    if (previous) print(`O que havia antes foi guardado em ${previous}.`)
    print('Reinicie a loja (npm start) para usar os dados restaurados.')
  } catch (error) {
    reportCliError(error)
  }
}
