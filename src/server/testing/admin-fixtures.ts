import { eq } from 'drizzle-orm'
import { products } from '#server/db/schema/catalog.ts'
import type { Db } from '#server/db/client.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { hashPassword } from '#server/modules/accounts/password.ts'
import { insertUser } from '#server/modules/accounts/user-repository.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import { ADDRESS, TestClient } from './test-client.ts'

export interface AdminFixture {
  t: TestApp
  admin: TestClient
  customer: TestClient
  /** The signed-in customer's account id. */
  customerId: string
  visitor: TestClient
  /** An order placed by the customer through POST /api/orders (PIX unless told); its id. */
  placeOrder(
    items: { productId: string; variantId?: string; quantity: number }[],
    paymentMethod?: 'pix' | 'mercadopago',
  ): Promise<string>
  stockOf(productId: string): Promise<number | undefined>
}

/**
 * A fresh app with a signed-in admin (dona@vitrine.test), a signed-in customer and a visitor;
 * `overrides` and `options` as createTestApp's.
 */
export async function adminFixture(
  ...app: Parameters<typeof createTestApp>
): Promise<AdminFixture> {
  return adminFixtureOn(await createTestApp(...app))
}

/** adminFixture on an app made another way (createRenderedShop, which draws the pages). */
export async function adminFixtureOn(t: TestApp): Promise<AdminFixture> {
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  const admin = new TestClient(t)
  await admin.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
  const customer = new TestClient(t)
  const registered = await customer.post<{ user: { id: string } }>('/api/auth/register', {
    email: 'cliente@exemplo.com',
    password: 'cliente-1',
    confirmPassword: 'cliente-1',
    address: ADDRESS,
  })
  return {
    t,
    admin,
    customer,
    customerId: registered.body.user.id,
    visitor: new TestClient(t),
    async placeOrder(items, paymentMethod = 'pix') {
      const res = await customer.post<{ order: { id: string } }>('/api/orders', {
        items,
        address: ADDRESS,
        paymentMethod,
      })
      if (res.status !== 201) throw new Error(`order not placed: ${JSON.stringify(res.body)}`)
      return res.body.order.id
    },
    async stockOf(productId) {
      const rows = await t.database.db.select().from(products).where(eq(products.id, productId))
      return rows[0]?.stock
    },
  }
}

/**
 * A second admin account beside the owner's (a partner the owner made admin): a start makes only
 * the first (ensureAdmin, decision 043).
 */
export async function addAdmin(db: Db, { email, password }: { email: string; password: string }) {
  return insertUser(db, {
    email,
    name: email.split('@')[0]!,
    passwordHash: await hashPassword(password),
    isAdmin: true,
  })
}
