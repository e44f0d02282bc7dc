import { beforeEach, describe, expect, it } from 'vitest'
import type { CartProduct } from '#domain/cart.ts'
import { useCartStore } from './cart-store.ts'

// The key is part of the contract: carts saved by earlier versions live under it.
const CART_STORAGE_KEY = 'cart-storage'

const volante: CartProduct = {
  id: 'p-1',
  name: 'Capa de Volante',
  priceCents: 18990,
  image: '/images/volante.jpg',
  stock: 2,
  isCustomOrder: false,
}

function persisted(items: unknown, total: unknown = 0) {
  return JSON.stringify({ state: { items, total }, version: 1 })
}

function stored() {
  const raw = localStorage.getItem(CART_STORAGE_KEY)
  return raw === null ? null : (JSON.parse(raw) as { state: { items: unknown[]; total: unknown } })
}

beforeEach(() => {
  useCartStore.setState({ items: [], total: 0 })
  localStorage.clear()
})

describe('cart store: what localStorage holds', () => {
  const corrupt: [string, string][] = [
    ['text that is not JSON', '{not json'],
    ['a JSON string', '"x"'],
    ['JSON null', 'null'],
    ['a state without items', JSON.stringify({ state: { total: 10 }, version: 1 })],
    ['items that are not a list', persisted({ 0: 'a' })],
    ['a negative quantity', persisted([{ product: volante, quantity: -1 }])],
    ['a fractional quantity', persisted([{ product: volante, quantity: 1.5 }])],
    [
      'a price as text',
      persisted([{ product: { ...volante, priceCents: '189,90' }, quantity: 1 }]),
    ],
    ['a line without a product', persisted([{ quantity: 1 }])],
  ]

  it.each(corrupt)('%s: the cart starts empty without throwing', async (_, raw) => {
    localStorage.setItem(CART_STORAGE_KEY, raw)
    const storage = useCartStore.persist.getOptions().storage

    expect(() => storage?.getItem(CART_STORAGE_KEY)).not.toThrow()
    expect(storage?.getItem(CART_STORAGE_KEY)).toBeNull()
    await expect(useCartStore.persist.rehydrate()).resolves.toBeUndefined()
    expect(useCartStore.getState().items).toEqual([])
    expect(useCartStore.getState().total).toBe(0)
  })

  it('restores a valid cart and recomputes its total from the lines', async () => {
    const lines = [{ product: volante, quantity: 2 }]

    localStorage.setItem(CART_STORAGE_KEY, persisted(lines, 1))
    await useCartStore.persist.rehydrate()

    expect(useCartStore.getState().items).toEqual(lines)
    expect(useCartStore.getState().total).toBe(37980)
  })
})

describe('cart store: adding', () => {
  it('persists the lines and the integer total under cart-storage', () => {
    const result = useCartStore.getState().add(volante)

    expect(result.ok).toBe(true)
    expect(stored()?.state).toEqual({ items: [{ product: volante, quantity: 1 }], total: 18990 })

    useCartStore.getState().add(volante)
    expect(stored()?.state.total).toBe(37980)
    expect(Number.isInteger(stored()?.state.total)).toBe(true)
  })

  it('refuses a product without stock', () => {
    const result = useCartStore.getState().add({ ...volante, stock: 0 })

    expect(result).toEqual({ ok: false, error: 'Produto fora de estoque!' })
    expect(useCartStore.getState().items).toEqual([])
    expect(stored()).toBeNull()
  })

  it('stops at the stock available', () => {
    const { add } = useCartStore.getState()
    expect(add(volante).ok).toBe(true)
    expect(add(volante).ok).toBe(true)

    const result = add(volante)

    expect(result).toEqual({
      ok: false,
      error: 'Quantidade máxima disponível em estoque atingida!',
    })
    expect(useCartStore.getState().items).toEqual([{ product: volante, quantity: 2 }])
    expect(useCartStore.getState().total).toBe(37980)
  })

  it('lets made-to-order products past the stock', () => {
    const sobEncomenda = { ...volante, id: 'p-2', stock: 0, isCustomOrder: true }
    const { add } = useCartStore.getState()

    expect(add(sobEncomenda).ok).toBe(true)
    expect(add(sobEncomenda).ok).toBe(true)
    expect(useCartStore.getState().items).toEqual([{ product: sobEncomenda, quantity: 2 }])
  })
})
