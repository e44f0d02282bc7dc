import { toast } from 'sonner'
import { CART_MESSAGES } from '#domain/cart.ts'
import type { Product } from '#domain/product.ts'
import { useCartStore } from '../../../lib/cart-store.ts'

export const TOAST_MS = 3000

/** Adds one unit and tells the customer what happened (spec.md section 5). */
export function useAddToCart() {
  const add = useCartStore((state) => state.add)
  return (product: Product) => {
    const result = add({
      id: product.id,
      name: product.name,
      priceCents: product.priceCents,
      image: product.image,
      stock: product.stock,
      isCustomOrder: product.isCustomOrder,
    })
    if (result.ok) toast.success(CART_MESSAGES.added, { duration: TOAST_MS })
    else toast.error(result.error, { duration: TOAST_MS })
  }
}
