import { conflict } from '#domain/errors.ts'
import type { Address } from '#domain/schemas/address.ts'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import type { Shop } from '#server/mail/templates.ts'
import type { Db } from '#server/db/client.ts'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import { enqueueEmail } from '#server/mail/outbox.ts'
import { saveAddress } from './address-repository.ts'
import { hasUsablePassword, hashPassword, verifyPassword } from './password.ts'
import { findUserByEmail, insertUser, type UserRow } from './user-repository.ts'

// Checked when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined

/**
 * Whether the password is the account's; with no account, or one with no password yet (an invited
 * client), as slow a 'no': the answer's time tells neither.
 */
export async function checkPassword(user: UserRow | undefined, password: string) {
  dummyHash ??= hashPassword('senha-que-ninguem-tem')
  const usable = user && hasUsablePassword(user.passwordHash) ? user.passwordHash : undefined
  const ok = await verifyPassword(usable ?? (await dummyHash), password)
  return Boolean(usable) && ok
}

interface NewAccount {
  email: string
  password: string
  name: string
  address?: Address
}

/**
 * Creates a customer account, its address and the welcome email, together. Never an admin, not
 * even for ADMIN_EMAIL: ensureAdmin makes the owner's account at start, and once the owner changes
 * their email anyone could otherwise register the free ADMIN_EMAIL and become admin.
 */
async function createAccount(db: Db, shop: Shop, account: NewAccount): Promise<UserRow> {
  const passwordHash = await hashPassword(account.password)
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: account.email,
        name: account.name,
        passwordHash,
        isAdmin: false,
      })
      if (account.address) await saveAddress(tx, user.id, account.address)
      await enqueueEmail(
        tx,
        { to: user.email, type: 'welcome', data: { name: user.name, email: user.email } },
        shop,
      )
      return user
    })
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
      throw conflict('email-taken', AUTH_MESSAGES.emailTaken)
    throw error
  }
}

export async function register(
  db: Db,
  shop: Shop,
  input: { email: string; password: string; address: Address },
) {
  if (await findUserByEmail(db, input.email))
    throw conflict('email-taken', AUTH_MESSAGES.emailTaken)
  return createAccount(db, shop, { ...input, name: input.address.name })
}

/**
 * Checkout step 1 for an email without an account: one with this password (name = the email, as
 * the spec says). A known email is a sign-in instead (login-guard.ts).
 */
export function createCheckoutAccount(
  db: Db,
  shop: Shop,
  input: { email: string; password: string },
): Promise<UserRow> {
  return createAccount(db, shop, { ...input, name: input.email })
}
