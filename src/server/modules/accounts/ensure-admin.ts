import { displayName } from '#domain/account.ts'
import type { Db } from '#server/db/client.ts'
import { StartRefused } from '#server/start-refused.ts'
import { generatePassword, hashPassword } from './password.ts'
import { findUserByEmail, insertUser, listAdmins } from './user-repository.ts'

export interface AdminAccount {
  /** The account this start created, or the shop's first admin when it already had one. */
  email: string
  /** Known only when this start created the account; the hash is all that is kept. */
  password: string | undefined
  created: boolean
  /** ADMIN_EMAIL, when it names no admin of a shop that has one: it created nothing (decision 043). */
  unusedAdminEmail?: string
}

/**
 * The shop owner's account, made by the first start: ADMIN_PASSWORD, or one generated and shown
 * once. Only a shop with no admin at all gets one, whatever ADMIN_EMAIL says now: a later start with
 * another (or the default) ADMIN_EMAIL makes no second admin, who would get the owner's e-mails.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string | undefined },
): Promise<AdminAccount> {
  const admins = await listAdmins(db)
  if (admins.length > 0) {
    const wanted = admin.email.toLowerCase()
    const named = admins.find((account) => account.email.toLowerCase() === wanted)
    if (named) return { email: named.email, password: undefined, created: false }
    return {
      email: admins[0]!.email,
      password: undefined,
      created: false,
      unusedAdminEmail: admin.email,
    }
  }
  if (await findUserByEmail(db, admin.email)) {
    throw new StartRefused(
      `A loja não tem administrador e ADMIN_EMAIL (${admin.email}) já é a conta de um cliente: ` +
        'defina em ADMIN_EMAIL um email sem conta na loja.',
    )
  }
  const password = admin.password ?? generatePassword()
  await insertUser(db, {
    email: admin.email,
    name: displayName(null, admin.email),
    passwordHash: await hashPassword(password),
    isAdmin: true,
  })
  return { email: admin.email, password, created: true }
}
