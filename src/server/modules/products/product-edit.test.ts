import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProduct, StockMovementView } from '#domain/product.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { unbalancedProducts } from '#server/testing/ledger-fixtures.ts'
import { PRODUCT_INPUT, productEdit } from '#server/testing/product-fixtures.ts'
import { TestClient } from '#server/testing/test-client.ts'

let f: AdminFixture
let secondAdmin: TestClient
beforeAll(async () => {
  f = await adminFixture()
  // The same owner signed in on a second device: two forms open on the same product.
  secondAdmin = new TestClient(f.t)
  await secondAdmin.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
})
afterAll(() => f.t.close())

type ProductAnswer = { product: AdminProduct }
const CHANGED = 'Este produto foi alterado enquanto você editava. Recarregue e tente novamente.'

async function create(stock: number) {
  const res = await f.admin.post<ProductAnswer>('/api/admin/products', { ...PRODUCT_INPUT, stock })
  return res.body.product
}
const save = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request<ProductAnswer>('PATCH', `/api/admin/products/${id}`, body)
const movements = async (id: string) =>
  (await f.admin.get<{ movements: StockMovementView[] }>(`/api/admin/products/${id}/movements`))
    .body.movements

describe('saving the product form', () => {
  it('never undoes a sale made while the form was open', async () => {
    const loaded = await create(10)
    await f.placeOrder([{ productId: loaded.id, quantity: 3 }])
    // The owner only fixed the description: the 3 sold units stay sold.
    const res = await save(
      f.admin,
      loaded.id,
      productEdit(loaded, { description: 'Nova descrição' }),
    )
    expect(res.status).toBe(200)
    expect(res.body.product).toMatchObject({ stock: 7, description: 'Nova descrição', version: 2 })
  })

  it('applies the stock typed as a change from what the form loaded', async () => {
    const loaded = await create(10)
    await f.placeOrder([{ productId: loaded.id, quantity: 3 }])
    const res = await save(f.admin, loaded.id, productEdit(loaded, { stock: 12 }))
    expect(res.body.product.stock).toBe(9)
    expect((await movements(loaded.id)).map((m) => [m.reason, m.quantity])).toEqual([
      ['restock', 2],
      ['sale', -3],
      ['opening_balance', 10],
    ])
  })

  it('refuses a save over another admin’s with 409, and changes nothing', async () => {
    const loaded = await create(5)
    const first = await save(secondAdmin, loaded.id, productEdit(loaded, { name: 'Da outra aba' }))
    expect(first.status).toBe(200)
    const stale = await save(
      f.admin,
      loaded.id,
      productEdit(loaded, { name: 'Desta aba', stock: 9 }),
    )
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({ error: { code: 'product-changed', message: CHANGED } })
    const now = (await f.visitor.get<AdminProduct>(`/api/products/${loaded.id}`)).body
    expect(now).toMatchObject({ name: 'Da outra aba', stock: 5 })
    // Reloaded, the form carries the new version and saves.
    const reload = await f.admin.get<ProductAnswer>(`/api/admin/products/${loaded.id}`)
    expect(reload.body.product).toEqual(first.body.product)
    const reloaded = reload.body.product
    const again = await save(f.admin, loaded.id, productEdit(reloaded, { name: 'Desta aba' }))
    expect(again.body.product).toMatchObject({ name: 'Desta aba', version: 3 })
  })

  it('refuses to lower the stock below what sales left, naming what is left', async () => {
    const loaded = await create(4)
    await f.placeOrder([{ productId: loaded.id, quantity: 3 }])
    const res = await save(f.admin, loaded.id, productEdit(loaded, { stock: 0 }))
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      error: {
        code: 'stock-below-zero',
        message: `O estoque de "${PRODUCT_INPUT.name}" não pode ficar negativo: resta 1 unidade agora. Recarregue e tente novamente.`,
      },
    })
    expect(await f.stockOf(loaded.id)).toBe(1)
  })

  it('records a return as an adjustment when the owner says so, with who did it', async () => {
    const loaded = await create(2)
    await save(f.admin, loaded.id, productEdit(loaded, { stock: 3, stockReason: 'adjustment' }))
    const [latest] = await movements(loaded.id)
    expect(latest).toMatchObject({
      reason: 'adjustment',
      quantity: 1,
      adminName: expect.any(String),
    })
  })

  it('refuses with a pt-BR 400 a change that would take the stock past the largest number', async () => {
    const loaded = await create(2_000_000_000)
    const res = await save(
      f.admin,
      loaded.id,
      productEdit({ ...loaded, stock: 0 }, { stock: 2_000_000_000 }),
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: {
        code: 'stock-too-large',
        message: 'Estoque grande demais: o máximo é 2.147.483.647 unidades.',
      },
    })
    expect(await f.stockOf(loaded.id)).toBe(2_000_000_000)
  })

  it('refuses a body without the loaded version with a pt-BR 400', async () => {
    const loaded = await create(2)
    const res = await save(f.admin, loaded.id, { ...PRODUCT_INPUT })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: { code: 'validation', message: 'Recarregue o produto antes de salvar.' },
    })
  })

  it('keeps every product balanced', async () => {
    expect(await unbalancedProducts(f.t.database.db)).toEqual([])
  })
})
