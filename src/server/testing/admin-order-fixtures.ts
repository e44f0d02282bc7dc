import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import type { TestApp } from './test-app.ts'
import { ADDRESS, TestClient } from './test-client.ts'

/** The statement, shared with bench/order-search.mjs. */
const MANY_ORDERS = readFileSync(new URL('./many-orders.sql', import.meta.url), 'utf8')

/**
 * `count` orders, each by its own new customer, in ONE statement (insert ... select generate_series,
 * the buyers and the shipping addresses in the same statement), one minute apart, the newest a
 * minute ago; statuses in turn through the six. The number n of each order is written in the
 * letters g to p (n = 12 is 'hi') so no name or email holds a run of hex digits a short-id search
 * could match: names 'Cliente hi', emails 'cliente.hi@exemplo.com'.
 */
export async function insertManyOrders(db: Db, count: number): Promise<void> {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a count: ${count}`)
  await db.execute(sql.raw(MANY_ORDERS.replaceAll('$1::int', () => `${count}::int`)))
}

/** The ids of the orders whose id starts with `prefix`, as PostgreSQL compares them. */
export async function idsStartingWith(db: Db, prefix: string): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select id from orders where starts_with(id::text, ${prefix}) order by created_at desc, id desc`,
  )
  return rows.map((r) => r.id)
}

export interface Buyer {
  client: TestClient
  id: string
  /** A PIX order shipped to this buyer's name, through POST /api/orders; its id. */
  placeOrder(
    items: { productId: string; quantity: number }[],
    more?: { projectIds?: string[]; address?: Partial<typeof ADDRESS> },
  ): Promise<string>
}

/** A customer registered through the API, signed in, whose orders ship to `name`. */
export async function registerBuyer(t: TestApp, email: string, name: string): Promise<Buyer> {
  const client = new TestClient(t)
  const address = { ...ADDRESS, name }
  const res = await client.post<{ user: { id: string } }>('/api/auth/register', {
    email,
    password: 'cliente-1',
    confirmPassword: 'cliente-1',
    address,
  })
  if (res.status !== 201) throw new Error(`not registered: ${JSON.stringify(res.body)}`)
  return {
    client,
    id: res.body.user.id,
    async placeOrder(items, more = {}) {
      const order = await client.post<{ order: { id: string } }>('/api/orders', {
        items,
        projectIds: more.projectIds ?? [],
        address: { ...address, ...more.address },
        paymentMethod: 'pix',
      })
      if (order.status !== 201) throw new Error(`order not placed: ${JSON.stringify(order.body)}`)
      return order.body.order.id
    },
  }
}
