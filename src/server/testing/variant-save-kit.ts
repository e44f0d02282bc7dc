import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AdminProductDetail } from '#domain/product.ts'
import { rawRows } from '#server/db/raw-rows.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import type { AdminFixture } from '#server/testing/admin-fixtures.ts'
import { PRODUCT_INPUT } from '#server/testing/product-fixtures.ts'
import { ADDRESS } from '#server/testing/test-client.ts'

/** The owner's variants save (PUT .../variants) and what it leaves, for the tests of its route. */
export function variantSaveKit(f: AdminFixture) {
  const db = () => f.t.database.db

  async function create(changes: Record<string, unknown> = {}) {
    const res = await f.admin.post<VariantSaveAnswer>('/api/admin/products', {
      ...PRODUCT_INPUT,
      ...changes,
    })
    if (res.status !== 201) throw new Error(`not created: ${JSON.stringify(res.body)}`)
    return res.body.product
  }
  const save = (id: string, body: unknown) =>
    f.admin.request<VariantSaveAnswer>('PUT', `/api/admin/products/${id}/variants`, body)
  const stocks = async (productId: string) =>
    (
      await db()
        .select({ label: productVariants.label, stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
    ).sort((a, b) => a.label.localeCompare(b.label))
  const movements = (productId: string) =>
    rawRows<{ variant_id: string; quantity: number; reason: string }>(
      db(),
      sql`select variant_id, quantity, reason from stock_movements
        where product_id = ${productId} order by created_at, id`,
    )
  const buy = (items: { productId: string; variantId?: string; quantity: number }[]) =>
    f.customer.post<{ order: { id: string } }>('/api/orders', {
      items,
      address: ADDRESS,
      paymentMethod: 'mercadopago',
    })

  /** The cover in two sizes, the product's own row (3 in stock) becoming 37 cm. */
  async function coverInSizes() {
    const product = await create()
    const res = await save(product.id, {
      version: product.version,
      options: [SIZES],
      variants: [
        { values: ['37 cm'], stock: 3 },
        { values: ['38 cm'], stock: 2, priceCents: 9990, sku: 'CV-38' },
      ],
    })
    expect(res.status).toBe(200)
    return res.body.product
  }

  return { db, create, save, stocks, movements, buy, coverInSizes }
}

export const SIZES = { name: 'Tamanho', values: [{ value: '37 cm' }, { value: '38 cm' }] }
export const COLOURS = { name: 'Cor', values: [{ value: 'Preta' }, { value: 'Vermelha' }] }

export type VariantSaveAnswer = {
  product: AdminProductDetail
  error?: { code: string; message: string; field?: string }
}
