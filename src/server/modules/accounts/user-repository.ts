import { and, asc, desc, eq, sql } from 'drizzle-orm'
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

/**
 * Names an account that has no name of its own yet (its name is still its email, as checkout
 * sign-up leaves it; decision 015). One conditional update, so a name the customer set meanwhile
 * always wins. Answers whether the name changed.
 */
export async function nameUnnamedAccount(db: Db, id: string, name: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ name })
    .where(
      and(
        eq(users.id, id),
        sql`(lower(btrim(${users.name})) = lower(${users.email}) or btrim(${users.name}) = '')`,
      ),
    )
    .returning({ id: users.id })
  return rows.length > 0
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
  return rows.length > 0
}

/** The admin accounts (the owner and whoever they made admin), oldest first. */
export function listAdmins(db: Db) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.createdAt), asc(users.id))
}
