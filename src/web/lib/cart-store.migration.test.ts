import { beforeEach, describe, expect, it } from 'vitest'
import { toCartProduct } from '#domain/cart.ts'
import { checkoutItems } from '#domain/cart-lines.ts'
import { variant } from '#domain/testing/cart-fixtures.ts'
import { makeProduct } from '#web/testing/render.tsx'
import { useCartStore } from './cart-store.ts'

// Decision 053: lines name their variant since version 2 of 'cart-storage'. Carts saved before
// are in browsers already and must keep working.

const KEY = 'cart-storage'
const PRODUCT_ID = '0b6f3a52-5d8e-4c1a-9f3e-2a7d4c9b1e60'

/** Exactly what the cart wrote before variants, for 2 x 'Capa de Volante' (version 1). */
const BEFORE_VARIANTS =
  '{"state":{"items":[{"product":{"id":"0b6f3a52-5d8e-4c1a-9f3e-2a7d4c9b1e60","name":"Capa de Volante","priceCents":18990,"image":"/media/3f9c0d6b8a7e4f21b5c3d2e1f0a9b8c7-640.webp","stock":3,"isCustomOrder":false},"quantity":2}],"total":37980},"version":1}'

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown

beforeEach(() => {
  useCartStore.setState({ items: [], total: 0 })
  localStorage.clear()
})

describe('cart store: a cart saved before variants', () => {
  it('is kept as it was, its line naming no variant (the product itself)', async () => {
    localStorage.setItem(KEY, BEFORE_VARIANTS)

    await useCartStore.persist.rehydrate()

    const { items, total } = useCartStore.getState()
    expect(items).toEqual([
      {
        product: {
          id: PRODUCT_ID,
          name: 'Capa de Volante',
          priceCents: 18990,
          image: '/media/3f9c0d6b8a7e4f21b5c3d2e1f0a9b8c7-640.webp',
          stock: 3,
          isCustomOrder: false,
        },
        quantity: 2,
      },
    ])
    expect(total).toBe(37980)
    // Written back as version 2, the line as it was.
    expect(stored()).toEqual({ state: { items, total: 37980 }, version: 2 })
    // The checkout sends it as before: the server reads no variant as the product's one.
    expect(checkoutItems(items)).toEqual([{ productId: PRODUCT_ID, quantity: 2 }])
  })

  it('takes more of the same product on its line, and a variant on a line of its own', async () => {
    localStorage.setItem(KEY, BEFORE_VARIANTS)
    await useCartStore.persist.rehydrate()
    const capa = makeProduct({ id: PRODUCT_ID, name: 'Capa de Volante', stock: 3 })
    const { add } = useCartStore.getState()

    expect(add(toCartProduct(capa)).ok).toBe(true)
    const red = variant({ id: 'c4a1e1d2-0000-4000-8000-000000000038', values: ['38 cm'] })
    expect(add(toCartProduct(capa, red)).ok).toBe(true)

    expect(useCartStore.getState().items.map((l) => [l.product.variantId, l.quantity])).toEqual([
      [undefined, 3],
      [red.id, 1],
    ])
  })
})

describe('cart store: version 2', () => {
  it('restores lines naming their variant', async () => {
    const capa = makeProduct({ id: PRODUCT_ID, name: 'Capa de Volante', priceCents: 18990 })
    const line = {
      product: toCartProduct(capa, variant({ id: 'v-1', values: ['38 cm', 'Vermelha'] })),
      quantity: 1,
    }
    localStorage.setItem(KEY, JSON.stringify({ state: { items: [line], total: 0 }, version: 2 }))

    await useCartStore.persist.rehydrate()

    expect(useCartStore.getState().items).toEqual([line])
    expect(useCartStore.getState().items[0]?.product.variantLabel).toBe('38 cm / Vermelha')
    expect(useCartStore.getState().total).toBe(18990)
  })

  it.each([
    ['a variant id that is not text', { variantId: 38 }],
    ['a label that is not text', { variantId: 'v-1', variantLabel: ['38 cm'] }],
  ])('empties a cart with %s, without throwing', async (_, bad) => {
    const product = { ...toCartProduct(makeProduct()), ...bad }
    const raw = JSON.stringify({ state: { items: [{ product, quantity: 1 }] }, version: 2 })
    localStorage.setItem(KEY, raw)

    await expect(useCartStore.persist.rehydrate()).resolves.toBeUndefined()

    expect(useCartStore.getState().items).toEqual([])
  })
})
