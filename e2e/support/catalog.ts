import { expect, type APIRequestContext } from '@playwright/test'

/** A product as the store's list answers it (what the specs read of it). */
export interface ListedProduct {
  id: string
  name: string
  priceCents: number
  stock: number
  isCustomOrder: boolean
  variantSummary: { inOptions: boolean }
}

/**
 * The first product of the store's first page that is bought as it is, with at least `stock`
 * units: ready stock, without options (the demo cover comes in sizes and colours, and a line of it
 * names one: e2e/product-variants-buying.spec.ts buys it).
 */
export async function firstBuyable(request: APIRequestContext, stock = 1): Promise<ListedProduct> {
  const answer = await request.get('/api/products')
  expect(answer.status()).toBe(200)
  const { items } = (await answer.json()) as { items: ListedProduct[] }
  const product = items.find(
    (p) => p.stock >= stock && !p.isCustomOrder && !p.variantSummary.inOptions,
  )
  expect(product, `a product without options with ${stock} units in the demo catalog`).toBeDefined()
  return product!
}
