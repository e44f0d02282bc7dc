import { BackupError } from '#server/backup/backup-file.ts'
import { DataDirInUse } from '#server/db/data-dir-lock.ts'
import { printError } from '#server/logging/print.ts'

/** The owner's mistakes get their pt-BR message and exit 1; anything else is a bug: the stack. */
export function reportCliError(error: unknown) {
  process.exitCode = 1
  if (error instanceof BackupError || error instanceof DataDirInUse) printError(error.message)
  else printError(error)
}
