// `npm run restore -- FILE`: brings back a backup made by `npm run backup` (the archive with the
// photos, or a database-only .pglite.tar.gz / .pgdump made before it).
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
    const config = loadConfig()
    const { summary, previous, photos } = await restoreBackup(config, file)
    print(`Backup ${file} restaurado: ${describeSummary(summary)}.`)
    if (photos) {
      print(
        `Fotos em ${config.mediaDir}: ${photos.written} arquivos gravados, ${photos.kept} já ` +
          'estavam lá (mantidos como estavam). As fotos que estão lá e não estão no backup ' +
          'também ficaram: a limpeza automática da loja apaga, depois de um dia, as que o banco ' +
          'restaurado não registra.',
      )
    } else {
      print(
        `Backup só do banco de dados (formato antigo): as fotos em ${config.mediaDir} não mudaram.`,
      )
    }
    if (previous) print(`O que havia antes foi guardado em ${previous}.`)
    print('Reinicie a loja (npm start) para usar os dados restaurados.')
  } catch (error) {
    reportCliError(error)
  }
}
