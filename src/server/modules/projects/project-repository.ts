import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { isUuid } from '#server/db/ids.ts'
import { customProducts } from '#server/db/schema/custom-projects.ts'
import { keptCategory } from '#server/modules/products/category-repository.ts'

export type ProjectRow = typeof customProducts.$inferSelect

/** Every project, newest first, with its client's name and email (null if the join found none). */
export function listAllProjects(db: Db) {
  return db
    .select({ project: customProducts, clientName: users.name, clientEmail: users.email })
    .from(customProducts)
    .leftJoin(users, eq(users.id, customProducts.userId))
    .orderBy(desc(customProducts.createdAt), desc(customProducts.id))
}

export function listUserProjects(db: Db, userId: string) {
  return db
    .select()
    .from(customProducts)
    .where(eq(customProducts.userId, userId))
    .orderBy(desc(customProducts.createdAt), desc(customProducts.id))
}

/** A new project, its category in the catalog's spelling of it (the store's chips have one each). */
export async function insertProject(
  db: Db,
  project: typeof customProducts.$inferInsert,
): Promise<ProjectRow> {
  const category = keptCategory(project.category)
  const [row] = await db
    .insert(customProducts)
    .values({ ...project, category })
    .returning()
  if (!row) throw new Error('insert into custom_products returned no row')
  return row
}

/** Deletes a project; with `userId`, only if it is that customer's. True when a row went. */
export async function deleteProject(db: Db, id: string, userId?: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const owned = userId ? eq(customProducts.userId, userId) : undefined
  const rows = await db
    .delete(customProducts)
    .where(and(eq(customProducts.id, id), owned))
    .returning({ id: customProducts.id })
  return rows.length === 1
}

/** Records the customer's acceptance of `version` of the terms; undefined if not theirs. */
export async function acceptProjectTerms(
  db: Db,
  id: string,
  userId: string,
  version: string,
): Promise<ProjectRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db
    .update(customProducts)
    .set({
      termsAccepted: true,
      requiresTermsAcceptance: false,
      termsAcceptedAt: new Date(),
      termsVersion: version,
    })
    .where(and(eq(customProducts.id, id), eq(customProducts.userId, userId)))
    .returning()
  return row
}

/**
 * The customer's own accepted projects among `ids`, locked until the transaction ends so two
 * checkouts cannot both buy the same project.
 */
export function lockAcceptedProjects(db: Db, userId: string, ids: string[]) {
  return db
    .select()
    .from(customProducts)
    .where(
      and(
        inArray(customProducts.id, ids),
        eq(customProducts.userId, userId),
        eq(customProducts.termsAccepted, true),
      ),
    )
    .for('update')
}

export async function deleteProjects(db: Db, ids: string[]) {
  if (ids.length > 0) await db.delete(customProducts).where(inArray(customProducts.id, ids))
}
