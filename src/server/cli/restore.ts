// `npm run restore -- FILE`: brings back a backup made by `npm run backup`.
import { restoreBackup } from '#server/backup/backup.ts'
import { describeSummary } from '#server/backup/backup-summary.ts'
import { loadConfig } from '#server/config.ts'
import { reportCliError } from './cli-error.ts'

const file = process.argv[2]
if (!file) {
  console.error('Uso: npm run restore -- ARQUIVO (um backup feito com npm run backup)')
  process.exitCode = 1
} else {
  try {
    const { summary, previous } = await restoreBackup(loadConfig(), file)
    console.log(`Backup ${file} restaurado: ${describeSummary(summary)}.`)
    if (previous) console.log(`O que havia antes foi guardado em ${previous}.`)
    console.log('Reinicie a loja (npm start) para usar os dados restaurados.')
  } catch (error) {
    reportCliError(error)
  }
}
