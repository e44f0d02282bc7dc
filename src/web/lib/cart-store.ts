import { create } from 'zustand'
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware'
import {
  addToCart,
  cartTotal,
  removeFromCart,
  setQuantity,
  type CartLine,
  type CartLineId,
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
  /** The line of that product and variant (`CartLineId`: a line's `product` will do). */
  setQuantity(line: CartLineId, quantity: number): CartResult
  remove(line: CartLineId): void
  clear(): void
}

// Checked by hand rather than with zod: the store page must stay light (docs/performance.md).
function isCartLine(value: unknown): value is CartLine {
  // Null, a number or text as well: what it lacks fails a check below.
  const { product, quantity } = (value ?? {}) as Partial<CartLine>
  return (
    Number.isInteger(quantity) &&
    (quantity as number) > 0 &&
    typeof product?.id === 'string' &&
    typeof product.name === 'string' &&
    typeof product.image === 'string' &&
    Number.isInteger(product.priceCents) &&
    product.priceCents >= 0 &&
    Number.isInteger(product.stock) &&
    typeof product.isCustomOrder === 'boolean' &&
    // Since decision 053 a line may name its variant; lines saved before name none.
    typeof (product.variantId ?? '') === 'string' &&
    typeof (product.variantLabel ?? '') === 'string'
  )
}

/**
 * The saved cart, or null: nothing saved (JSON.parse reads null as 'null'), or anything but an
 * object with its items, each a line. Its version as saved: zustand migrates a number other than
 * the store's, and takes the lines (checked here) of a cart without one as they are.
 */
function parsePersisted(raw: string | null): StorageValue<PersistedCart> | null {
  const { state, version } = (JSON.parse(raw as string) ?? {}) as {
    state?: { items?: unknown }
    version?: number
  }
  const items = state?.items
  if (!Array.isArray(items) || !items.every(isCartLine)) return null
  return { state: withLines(items), version }
}

/** localStorage that never throws: corrupt or foreign data means an empty cart, not a crash. */
const safeStorage: PersistStorage<PersistedCart> = {
  getItem(name) {
    try {
      return parsePersisted(localStorage.getItem(name))
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
      setQuantity(line, quantity) {
        const result = setQuantity(get().items, line, quantity)
        if (result.ok) set(withLines(result.lines))
        return result
      },
      remove(line) {
        set(withLines(removeFromCart(get().items, line)))
      },
      clear() {
        set(withLines([]))
      },
    }),
    {
      name: CART_STORAGE_KEY,
      // 2 since lines name their variant (decision 053). A cart of version 1 is kept as it is: its
      // lines name no variant, each the product's one, and `safeStorage` has checked every line.
      version: 2,
      migrate: (state) => state as PersistedCart,
      storage: safeStorage,
      partialize: (state) => ({ items: state.items, total: state.total }),
    },
  ),
)
