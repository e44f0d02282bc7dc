import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import { passwordResetTokens, userAddresses, users } from '#server/db/schema/accounts.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productLeads } from '#server/db/schema/leads.ts'
import { downloads, helpPages } from '#server/db/schema/content.ts'
import { customProducts } from '#server/db/schema/custom-projects.ts'
import { orders } from '#server/db/schema/orders.ts'
import { photos } from '#server/db/schema/photos.ts'

export interface SecurityReads {
  user(id: string): Promise<unknown>
  order(id: string): Promise<unknown>
  project(id: string): Promise<unknown>
  product(id: string): Promise<unknown>
  helpPage(id: string): Promise<unknown>
  downloads(): Promise<unknown>
  addresses(): Promise<unknown>
  resetTokens(userId: string): Promise<number>
  counts(): Promise<Record<string, number>>
}

/** The rows the security suite compares before and after a call, read straight from the database. */
export function securityReads(db: Db): SecurityReads {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null
  const tally = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0
  return {
    user: (id) => one(db.select().from(users).where(eq(users.id, id))),
    order: (id) => one(db.select().from(orders).where(eq(orders.id, id))),
    project: (id) => one(db.select().from(customProducts).where(eq(customProducts.id, id))),
    product: (id) => one(db.select().from(products).where(eq(products.id, id))),
    helpPage: (id) => one(db.select().from(helpPages).where(eq(helpPages.id, id))),
    downloads: () => db.select().from(downloads).orderBy(downloads.displayOrder),
    addresses: () => db.select().from(userAddresses).orderBy(userAddresses.userId),
    async resetTokens(userId) {
      const rows = await db
        .select({ n: count() })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
      return rows[0]?.n ?? 0
    },
    async counts() {
      return {
        users: await tally(users),
        orders: await tally(orders),
        projects: await tally(customProducts),
        products: await tally(products),
        leads: await tally(productLeads),
        helpPages: await tally(helpPages),
        downloads: await tally(downloads),
        photos: await tally(photos),
      }
    },
  }
}
