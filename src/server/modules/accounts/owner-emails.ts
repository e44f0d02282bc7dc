import type { Db } from '#server/db/client.ts'
import { listAdmins } from './user-repository.ts'

/**
 * Where the owner's emails go ('novo pedido', a refund due): the current address of every admin
 * account, read in the caller's transaction. Never the ADMIN_EMAIL setting, which only names the
 * account created on the first start: an owner who changed their email in 'Usuários' keeps
 * receiving them, and whoever registers the old address receives nothing.
 */
export async function ownerEmails(db: Db): Promise<string[]> {
  return (await listAdmins(db)).map((admin) => admin.email)
}
