import { and, asc, desc, eq, like, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return rows[0]
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return rows[0]
}

export async function insertUser(db: Db, user: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning()
  if (!row) throw new Error('insert into users returned no row')
  return row
}

export function listUsers(db: Db) {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id))
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'email' | 'passwordHash'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning()
  return row
}

/** The first password, written only over the unusable hash of an invited account (password.ts). */
export async function setFirstPassword(
  db: Db,
  id: string,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, id), like(users.passwordHash, '!%')))
    .returning()
  return row
}

/**
 * An account that has no name of its own yet: its name is still its email, as checkout sign-up
 * leaves it, or blank (decision 015). The checkout's one statement names such an account after
 * the order's address (place-order-repository.ts), with this as its condition, so a name the
 * customer set meanwhile always wins.
 */
export const isUnnamedAccount = sql`(lower(btrim(${users.name})) = lower(${users.email}) or btrim(${users.name}) = '')`

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
  return rows.length > 0
}

/** The admin accounts' current addresses, as a SELECT for a statement that queues emails. */
export const adminAddresses = sql`select ${users.email} from ${users} where ${users.isAdmin}`

/** The admin accounts (the owner and whoever they made admin), oldest first. */
export function listAdmins(db: Db) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.createdAt), asc(users.id))
}
