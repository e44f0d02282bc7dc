import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CartLine } from '#domain/cart.ts'
import { checkoutItems } from '#domain/cart-lines.ts'
import type { PaymentMethod } from '#domain/orders/order-status.ts'
import type { Address } from '#domain/schemas/address.ts'
import { api, ApiError, call } from '#web/lib/api-client.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { MY_PROJECTS_KEY, type MyProject } from '#web/lib/my-projects.ts'
import { SESSION_QUERY_KEY } from '#web/lib/session.ts'
import { checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt.ts'

/**
 * The placed order as the typed client reads POST /api/orders's answer: `payment` is the card's
 * checkout (Mercado Pago's Wallet, or the simulated provider's page) or null; `paymentError` is set
 * when the order exists but the provider could not be reached (/orders offers a retry).
 */
export type PlacedOrder = Awaited<ReturnType<typeof request>>['order']

interface PlaceOrderInput {
  lines: readonly CartLine[]
  /** The customer's accepted custom projects; the server turns them into the order's items. */
  projects: readonly Pick<MyProject, 'id'>[]
  address: Address
  paymentMethod: PaymentMethod
}

// Ids, quantities, address and method only: the server reads prices and totals itself. Each line
// names its variant, the lines of one variant merged (decision 053).
function request({ lines, projects, address, paymentMethod }: PlaceOrderInput) {
  const items = checkoutItems(lines)
  const projectIds = projects.map((project) => project.id)
  const json = { items, ...(projectIds.length > 0 && { projectIds }), address, paymentMethod }
  const headers = { 'Idempotency-Key': checkoutAttemptKey(json) }
  // 201 for a new order, 200 for this attempt's order placed before: the same answer for us.
  return call(api.orders.$post({ json }, { headers }))
}

export function usePlaceOrder(onPlaced: (order: PlacedOrder) => void) {
  const queryClient = useQueryClient()
  const clearCart = useCartStore((state) => state.clear)
  return useMutation({
    mutationFn: request,
    onSuccess: ({ order }) => {
      endCheckoutAttempt()
      // The bought projects left the cart on the server; the badge and the cart follow.
      void queryClient.invalidateQueries({ queryKey: MY_PROJECTS_KEY })
      clearCart()
      onPlaced(order)
    },
    onError: (error) => {
      // 422: the key stood for another cart or expired; the next tap is a new attempt.
      if (error instanceof ApiError && error.status === 422) endCheckoutAttempt()
      // A project deleted or changed meanwhile: the cart shows what is left.
      void queryClient.invalidateQueries({ queryKey: MY_PROJECTS_KEY })
      // The session ended meanwhile: asking again sends the page back to step 1.
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
      }
    },
  })
}
