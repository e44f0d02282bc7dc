import type { MyOrder } from '#web/lib/open-orders.ts'
import { vi } from 'vitest'
import { json, type ApiHandler } from './render.tsx'

let next = 1

/** The address an order ships to, as GET /api/orders answers it (CEP digits, as saved). */
export const SHIPPING_ADDRESS: NonNullable<MyOrder['shippingAddress']> = {
  name: 'Maria da Silva',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  cep: '01310100',
  whatsapp: '11987654321',
}

type Step = MyOrder['timeline'][number]

/** One row of an order's timeline: done when dated (or when `done` says so). */
export function timelineStep(
  step: Step['step'],
  at: string | null,
  extra: Partial<Omit<Step, 'step' | 'at'>> = {},
): Step {
  return { step, at, done: at !== null, current: false, assumed: false, ...extra }
}

/** An order as GET /api/orders answers it; a PIX order waiting for payment unless overridden. */
export function makeOrder(overrides: Partial<MyOrder> = {}): MyOrder {
  const id = overrides.id ?? `${String(next++).padStart(8, 'a')}-0000-4000-8000-000000000000`
  return {
    id,
    shortId: id.slice(0, 8),
    status: 'pendente',
    paymentMethod: 'pix',
    paymentStatus: 'pendente',
    subtotalCents: 42970,
    discountCents: 4297,
    totalCents: 38673,
    pixCode: '00020126580014br.gov.bcb.pix0136chave5204000053039865406386.735802BR6304ABCD',
    trackingCode: null,
    trackingUrl: null,
    shippingDate: null,
    createdAt: '2026-02-01T15:00:00.000Z',
    items: [
      {
        productId: 'p-volante',
        name: 'Capa de Volante',
        image: '/v.svg',
        quantity: 2,
        unitPriceCents: 18990,
      },
      {
        productId: 'p-chaveiro',
        name: 'Chaveiro',
        image: '/c.svg',
        quantity: 1,
        unitPriceCents: 4990,
      },
    ],
    shippingAddress: null,
    timeline: [
      timelineStep('placed', '2026-02-01T15:00:00.000Z', { current: true }),
      timelineStep('paid', null),
      timelineStep('shipped', null),
      timelineStep('delivered', null),
    ],
    ...overrides,
  }
}

/** GET /api/orders answering `orders` (or, while `failing()` says so, a 500). */
export function ordersHandler(orders: MyOrder[], failing: () => boolean = () => false): ApiHandler {
  return ({ method, url }) => {
    if (method !== 'GET' || url.pathname !== '/api/orders') return undefined
    if (failing()) return json({ error: { code: 'internal', message: 'Erro interno' } }, 500)
    return json({ orders })
  }
}

export const CHECKOUT_URL = 'https://pagamento.example/checkout/pref-1'

/** POST /api/orders/:id/retry-payment answering a new card checkout, or `answer` when given. */
export function retryHandler(orderId: string, answer?: Response): ApiHandler {
  return ({ method, url }) => {
    if (method !== 'POST' || url.pathname !== `/api/orders/${orderId}/retry-payment`)
      return undefined
    if (answer) return answer
    const payment = { provider: 'simulated', preferenceId: 'pref-1', checkoutUrl: CHECKOUT_URL }
    return json({ pixCode: null, payment: { ...payment, publicKey: null } })
  }
}

/** Catches the trip to the provider's page (jsdom cannot leave the page). */
export function stubLocationAssign() {
  const assign = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign })
  return assign
}
