import { displayName } from '#domain/account.ts'
import type { Db } from '#server/db/client.ts'
import { generatePassword, hashPassword } from './password.ts'
import { findUserByEmail, insertUser } from './user-repository.ts'

export interface AdminAccount {
  email: string
  /** Known only when this start created the account; the hash is all that is kept. */
  password: string | undefined
  created: boolean
}

/** The shop owner's account exists from the first start: ADMIN_PASSWORD, or one generated and shown once. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string | undefined },
): Promise<AdminAccount> {
  const existing = await findUserByEmail(db, admin.email)
  if (existing) return { email: admin.email, password: undefined, created: false }
  const password = admin.password ?? generatePassword()
  await insertUser(db, {
    email: admin.email,
    name: displayName(null, admin.email),
    passwordHash: await hashPassword(password),
    isAdmin: true,
  })
  return { email: admin.email, password, created: true }
}
