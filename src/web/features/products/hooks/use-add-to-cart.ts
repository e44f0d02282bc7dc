import { CART_MESSAGES, CART_TOAST_MS, toCartProduct, type CartVariant } from '#domain/cart.ts'
import type { Product } from '#domain/product.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { toast } from '#web/lib/toast.ts'

/**
 * Adds `quantity` units (one unless the product page's selector says otherwise) of the `variant`
 * chosen (decision 053: its price and stock; none, or a product's one variant, is the product
 * itself), all or none, and tells the customer what happened (spec.md section 5).
 */
export function useAddToCart() {
  // Read at the tap, not subscribed to: every card of the grid has one, and 24 subscriptions are
  // work for a phone while it hydrates the store (docs/decisions/034).
  return (product: Product, quantity = 1, variant?: CartVariant) => {
    const result = useCartStore.getState().add(toCartProduct(product, variant), quantity)
    if (result.ok) toast.success(CART_MESSAGES.added, { duration: CART_TOAST_MS })
    else toast.error(result.error, { duration: CART_TOAST_MS })
  }
}
