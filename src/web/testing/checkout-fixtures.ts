import { screen } from '@testing-library/preact'
import { cartTotal, type CartLine } from '#domain/cart.ts'
import type { SessionUser } from '#domain/account.ts'
import type { PaymentMethod } from '#domain/orders/order-status.ts'
import type { Address } from '#domain/schemas/address.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { ADDRESS, handlers, sentBodies } from './auth-fixtures.ts'
import {
  CUSTOMER,
  json,
  makeProduct,
  renderApp,
  SHOP,
  stubApi,
  type ApiHandler,
} from './render.tsx'
import type { PlacedOrder } from '#web/features/checkout/api/place-order.ts'
import type { MyOrder } from '#web/lib/open-orders.ts'
import { liveCharge, makeOrder, PIX_START_FAILED } from './orders-fixtures.ts'
import type { SellerIdentity } from '#domain/shop-identity.ts'

const volante = makeProduct({ name: 'Capa de Volante', priceCents: 18990, stock: 3 })
const tapete = makeProduct({ name: 'Tapete de Couro', priceCents: 11990, stock: 5 })

/** R$ 189,90 + 2 x R$ 119,90 = R$ 429,70; with PIX R$ 386,73. */
export function seedCart(): CartLine[] {
  const items: CartLine[] = [
    { product: volante, quantity: 1 },
    { product: tapete, quantity: 2 },
  ].map(({ product: { id, name, priceCents, image, stock, isCustomOrder }, quantity }) => ({
    product: { id, name, priceCents, image, stock, isCustomOrder },
    quantity,
  }))
  useCartStore.setState({ items, total: cartTotal(items) })
  return items
}

export const ORDER_ID = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f'
export const PIX_CODE = `00020126580014br.gov.bcb.pix0136chave-pix5204000053039865406386.735802BR5907Vitrine6009SAO PAULO62120508${ORDER_ID.slice(0, 8)}6304ABCD`

const STATIC_PIX = { code: PIX_CODE, amountCents: 38673, simulatedPayUrl: null }

export function placedOrder(method: 'pix' | 'mercadopago', payment: PlacedOrder['payment'] = null) {
  const pix = method === 'pix'
  return {
    order: {
      id: ORDER_ID,
      shortId: ORDER_ID.slice(0, 8),
      status: pix ? 'pendente' : 'processando',
      paymentMethod: method,
      subtotalCents: 42970,
      discountCents: pix ? 4297 : 0,
      totalCents: pix ? 38673 : 42970,
      pixCode: pix ? PIX_CODE : null,
      pixStatus: pix ? 'static' : null,
      // The static BR Code of a shop without Mercado Pago's PIX: it never expires.
      pix: pix ? { ...STATIC_PIX, expiresAt: null as string | null } : null,
      payment,
      paymentError: null as string | null,
      createdAt: '2026-03-01T12:00:00.000Z',
    },
  }
}

/** A PIX order placed with a live dynamic charge (decision 018). */
export function placedLivePix(charge: Parameters<typeof liveCharge>[1] = {}) {
  const placed = placedOrder('pix')
  const pix = liveCharge(ORDER_ID, charge)
  return { order: { ...placed.order, pixStatus: 'live', pix, pixCode: pix.code } }
}

/** A PIX order placed while Mercado Pago could not make its charge: no code, the reason. */
export function placedFailedPix() {
  const placed = placedOrder('pix')
  return {
    order: {
      ...placed.order,
      pixStatus: 'failed',
      pix: null,
      pixCode: null,
      paymentError: PIX_START_FAILED,
    },
  }
}

/** The placed order as GET /api/orders/:id answers it, with `overrides` (its status, say). */
export function watchedOrder(overrides: Partial<MyOrder> = {}): MyOrder {
  return makeOrder({ id: ORDER_ID, shortId: ORDER_ID.slice(0, 8), ...overrides })
}

/** GET /api/orders/:id of the placed order, answering `next()` each time (counted in `calls`). */
export function watchHandler(next: () => MyOrder): ApiHandler & { calls: () => number } {
  let calls = 0
  const handler: ApiHandler = ({ method, url }) => {
    if (method !== 'GET' || url.pathname !== `/api/orders/${ORDER_ID}`) return undefined
    calls += 1
    return json({ order: next() })
  }
  return Object.assign(handler, { calls: () => calls })
}

interface CheckoutApi {
  user?: SessionUser | null
  saved?: Address | null
  whatsapp?: string | null
  /** Who sells, as GET /api/shop names it; nobody by default. */
  seller?: SellerIdentity | null
  /** What GET /api/shop says the shop takes; both methods by default. */
  paymentMethods?: PaymentMethod[]
  /** Answers POST /api/orders; a created PIX order by default. */
  order?: () => Response | Promise<Response>
  extra?: ApiHandler
}

/** The API as checkout sees it: the session, the saved address (PUT replaces it), orders, shop. */
export function stubCheckout({
  user = CUSTOMER,
  saved = ADDRESS,
  whatsapp = null,
  seller = null,
  paymentMethods = SHOP.paymentMethods,
  order,
  extra,
}: CheckoutApi = {}) {
  let address = saved
  const fetchMock = stubApi({
    handler: handlers(extra ?? (() => undefined), ({ method, url }) => {
      const route = `${method} ${url.pathname}`
      if (route === 'GET /api/auth/session') return json({ user })
      if (route === 'GET /api/shop') return json({ ...SHOP, whatsapp, seller, paymentMethods })
      if (route === 'GET /api/account/address') return json({ address })
      if (route === 'PUT /api/account/address') {
        address = sentBodies(fetchMock, 'PUT', url.pathname).at(-1) as Address
        return json({ address })
      }
      if (route === 'POST /api/orders') return order?.() ?? json(placedOrder('pix'), 201)
      return undefined
    }),
  })
  return fetchMock
}

/** Signed in with a saved address: 'Entregar neste endereço' lands on step 3. */
export async function openPaymentStep() {
  const view = renderApp('/checkout')
  await view.user.click(await screen.findByRole('button', { name: 'Entregar neste endereço' }))
  await screen.findByRole('button', { name: 'Gerar Pagamento' })
  return view
}
