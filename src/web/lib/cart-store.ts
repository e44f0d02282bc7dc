import { create } from 'zustand'
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware'
import {
  addToCart,
  cartTotal,
  removeFromCart,
  setQuantity,
  type CartLine,
  type CartProduct,
  type CartResult,
} from '#domain/cart.ts'

export const CART_STORAGE_KEY = 'cart-storage'

interface PersistedCart {
  items: CartLine[]
  total: number
}

interface CartState extends PersistedCart {
  /** Adds `quantity` units (one by default), all or none (`addToCart`). */
  add(product: CartProduct, quantity?: number): CartResult
  setQuantity(productId: string, quantity: number): CartResult
  remove(productId: string): void
  clear(): void
}

// Checked by hand rather than with zod: the store page must stay light (docs/performance.md).
function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false
  const { product, quantity } = value as Partial<CartLine>
  return (
    Number.isInteger(quantity) &&
    (quantity as number) > 0 &&
    typeof product === 'object' &&
    product !== null &&
    typeof product.id === 'string' &&
    typeof product.name === 'string' &&
    typeof product.image === 'string' &&
    Number.isInteger(product.priceCents) &&
    product.priceCents >= 0 &&
    Number.isInteger(product.stock) &&
    typeof product.isCustomOrder === 'boolean'
  )
}

function parsePersisted(raw: string): StorageValue<PersistedCart> | null {
  const value: unknown = JSON.parse(raw)
  if (typeof value !== 'object' || value === null) return null
  const { state, version } = value as { state?: { items?: unknown }; version?: unknown }
  const items = state?.items
  if (!Array.isArray(items) || !items.every(isCartLine)) return null
  return {
    state: withLines(items),
    version: typeof version === 'number' ? version : 0,
  }
}

/** localStorage that never throws: corrupt or foreign data means an empty cart, not a crash. */
const safeStorage: PersistStorage<PersistedCart> = {
  getItem(name) {
    try {
      const raw = localStorage.getItem(name)
      if (raw === null) return null
      return parsePersisted(raw)
    } catch {
      return null
    }
  },
  setItem(name, value) {
    try {
      localStorage.setItem(name, JSON.stringify(value))
    } catch {
      // Private mode or a full quota: the cart still works for this visit.
    }
  },
  removeItem(name) {
    try {
      localStorage.removeItem(name)
    } catch {
      // Nothing to do: see setItem.
    }
  },
}

function withLines(lines: CartLine[]): PersistedCart {
  return { items: lines, total: cartTotal(lines) }
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      total: 0,
      add(product, quantity) {
        const result = addToCart(get().items, product, quantity)
        if (result.ok) set(withLines(result.lines))
        return result
      },
      setQuantity(productId, quantity) {
        const result = setQuantity(get().items, productId, quantity)
        if (result.ok) set(withLines(result.lines))
        return result
      },
      remove(productId) {
        set(withLines(removeFromCart(get().items, productId)))
      },
      clear() {
        set(withLines([]))
      },
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: safeStorage,
      partialize: (state) => ({ items: state.items, total: state.total }),
    },
  ),
)
