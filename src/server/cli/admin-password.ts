// Sets a new password for the admin account and prints it: for an owner who lost the first-start one.
import { eq } from 'drizzle-orm'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { generatePassword, hashPassword } from '#server/modules/accounts/password.ts'
import { reportCliError } from './cli-error.ts'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    const password = config.adminPassword ?? generatePassword()
    const updated = await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.email, config.adminEmail))
      .returning({ id: users.id })
    if (updated.length === 0) {
      console.error(
        `Nenhuma conta com o email ${config.adminEmail}. Rode npm start uma vez para criá-la.`,
      )
      process.exitCode = 1
    } else {
      console.log(`Nova senha de ${config.adminEmail}: ${password}`)
    }
  } finally {
    await database.close()
  }
}

await main().catch(reportCliError)
