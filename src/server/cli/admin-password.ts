// Sets a new password for an admin account and prints it: for an owner who lost the first-start
// one. `npm run admin:password -- --email dona@loja.com` when the shop has several admins.
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { resetAdminPassword } from '#server/modules/accounts/admin-password-reset.ts'
import { generatePassword, hashPassword } from '#server/modules/accounts/password.ts'
import { reportCliError } from './cli-error.ts'
import { print, printError } from '#server/logging/print.ts'

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } })
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    const password = config.adminPassword ?? generatePassword()
    const result = await resetAdminPassword(database.db, await hashPassword(password), values.email)
    if (!result.done) {
      printError(result.message)
      process.exitCode = 1
    } else {
      print(`Nova senha de ${result.email}: ${password}`)
    }
  } finally {
    await database.close()
  }
}

await main().catch(reportCliError)
