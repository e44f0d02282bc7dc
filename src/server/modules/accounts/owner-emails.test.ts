import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'

let f: AdminFixture
let product: string
beforeAll(async () => {
  f = await adminFixture()
  const [row] = await insertProducts(f.t.database.db, [
    { name: 'Chaveiro', priceCents: 4990, description: 'd', image: '/c.svg', stock: 50 },
  ])
  product = row!.id
})
afterAll(() => f.t.close())

/** Who received the 'novo pedido' email of this order. */
const newOrderRecipients = async (orderId: string) =>
  (await f.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.type, 'new-order')))
    .filter((e) => e.data.orderId === orderId)
    .map((e) => e.to)

describe("the owner's emails follow the owner's account", () => {
  it("go to the admin account's current address, never to the ADMIN_EMAIL setting", async () => {
    const first = await f.placeOrder([{ productId: product, quantity: 1 }])
    expect(await newOrderRecipients(first)).toEqual(['dona@vitrine.test'])

    // The owner changes their email in 'Usuários'.
    const users = await f.admin.get<{ users: { id: string; isAdmin: boolean }[] }>(
      '/api/admin/users',
    )
    const owner = users.body.users.find((u) => u.isAdmin)!
    const changed = await f.admin.request('PATCH', `/api/admin/users/${owner.id}`, {
      name: 'Dona da Loja',
      email: 'nova.dona@vitrine.test',
    })
    expect(changed.status).toBe(200)
    // Someone registers the old address, which is still the ADMIN_EMAIL setting.
    const stranger = new TestClient(f.t)
    const registered = await stranger.post('/api/auth/register', {
      email: 'dona@vitrine.test',
      password: 'intrusa-1',
      confirmPassword: 'intrusa-1',
      address: ADDRESS,
    })
    expect(registered.status).toBe(201)

    const second = await f.placeOrder([{ productId: product, quantity: 1 }])
    expect(await newOrderRecipients(second)).toEqual(['nova.dona@vitrine.test'])
  })
})
