// `npm run backup [-- FILE]`: a consistent snapshot of the shop's database and its photos (MEDIA_DIR)
// in one archive, by default in backups/.
import { stat } from 'node:fs/promises'
import { createBackup, defaultBackupFile } from '#server/backup/backup.ts'
import { describeBytes, describeSummary } from '#server/backup/backup-summary.ts'
import { loadConfig } from '#server/config.ts'
import { reportCliError } from './cli-error.ts'
import { print } from '#server/logging/print.ts'

const config = loadConfig()
const file = process.argv[2] ?? defaultBackupFile(config)
try {
  const summary = await createBackup(config, file)
  const { size } = await stat(file)
  print(`Backup salvo em ${file} (${describeBytes(size)}): ${describeSummary(summary)}.`)
  print(`Para restaurar: npm run restore -- ${file}`)
} catch (error) {
  reportCliError(error)
}
