import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { serverSecrets } from '#server/db/schema/server-secrets.ts'

/** A signing key made by the migrations (server_secrets); missing means a migration did not run. */
export async function findServerSecret(db: Db, name: string): Promise<string> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`server_secrets has no '${name}': run the migrations`)
  return row.value
}
