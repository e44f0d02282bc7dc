import type { PixToPay } from '#domain/orders/pix-charge.ts'
import type { MyOrder } from '#web/lib/open-orders.ts'
import { within } from '@testing-library/preact'
import { vi } from 'vitest'
import { json, type ApiHandler } from './render.tsx'

let next = 1

const STATIC_PIX_CODE =
  '00020126580014br.gov.bcb.pix0136chave5204000053039865406386.735802BR6304ABCD'

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
    paymentRefused: false,
    cardExpiresAt: null,
    subtotalCents: 42970,
    discountCents: 4297,
    totalCents: 38673,
    pixCode: STATIC_PIX_CODE,
    pixStatus: 'static',
    pix: { code: STATIC_PIX_CODE, amountCents: 38673, expiresAt: null, simulatedPayUrl: null },
    trackingCode: null,
    trackingUrl: null,
    shippingDate: null,
    createdAt: '2026-02-01T15:00:00.000Z',
    items: [
      {
        productId: 'p-volante',
        name: 'Capa de Volante',
        variantLabel: '',
        image: '/v.svg',
        quantity: 2,
        unitPriceCents: 18990,
      },
      {
        productId: 'p-chaveiro',
        name: 'Chaveiro',
        variantLabel: '',
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
    withdrawal: { state: 'closed', until: null },
    withdrawalReason: null,
    productionStartedAt: null,
    refundedAt: null,
    ...overrides,
  }
}

/** A card order whose last payment was refused, still waiting to be paid (decision 027). */
export function makeRefusedCardOrder(overrides: Partial<MyOrder> = {}): MyOrder {
  return makeOrder({
    status: 'processando',
    paymentMethod: 'mercadopago',
    paymentStatus: 'rejected',
    paymentRefused: true,
    cardExpiresAt: '2026-11-27T15:30:00.000Z',
    discountCents: 0,
    totalCents: 42970,
    pixCode: null,
    pixStatus: null,
    pix: null,
    ...overrides,
  })
}

/** GET /api/orders answering `orders` (or, while `failing()` says so, a 500). */
export function ordersHandler(orders: MyOrder[], failing: () => boolean = () => false): ApiHandler {
  return ({ method, url }) => {
    if (method !== 'GET' || url.pathname !== '/api/orders') return undefined
    if (failing()) return json({ error: { code: 'internal', message: 'Erro interno' } }, 500)
    return json({ orders })
  }
}

/** A dynamic charge's 'PIX Copia e Cola', as Mercado Pago makes them (decision 018). */
export const LIVE_PIX_CODE =
  '00020101021226940014br.gov.bcb.pix2572pix-qr.mercadopago.com/instore/o/v2/7a1d2e3f520400005303986540538673.005802BR5907Vitrine6009SAO PAULO62070503***6304B1C2'

interface ChargeOptions {
  /** How long from now it can be paid; 30 minutes (PIX_EXPIRY_MINUTES' default) unless told. */
  expiresInMs?: number
  /** With the simulated provider: its page that pays the charge. */
  simulated?: boolean
  code?: string
  amountCents?: number
}

/** A dynamic PIX charge payable now, as the server answers it for `orderId`. */
export function liveCharge(
  orderId: string,
  {
    expiresInMs = 30 * 60_000,
    simulated = false,
    code = LIVE_PIX_CODE,
    amountCents = 38673,
  }: ChargeOptions = {},
): PixToPay {
  return {
    code,
    amountCents,
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    simulatedPayUrl: simulated ? `/api/payments/simulated/pix/${orderId}` : null,
  }
}

/** A PIX order waiting for its live dynamic charge, as GET /api/orders answers it. */
export function makeLiveOrder(
  overrides: Partial<MyOrder> = {},
  charge: ChargeOptions = {},
): MyOrder {
  const order = makeOrder(overrides)
  const pix = liveCharge(order.id, { amountCents: order.totalCents, ...charge })
  return { ...order, pixStatus: 'live', pix, pixCode: pix.code }
}

/** A PIX order whose charge could not be made ('failed') or ran out ('expired'): nothing to pay. */
export function makeUnpaidPixOrder(
  pixStatus: 'failed' | 'expired',
  overrides: Partial<MyOrder> = {},
): MyOrder {
  return makeOrder({ pixStatus, pix: null, pixCode: null, ...overrides })
}

/** The message of a PIX charge Mercado Pago could not make (the order's and the retry's). */
export const PIX_START_FAILED =
  "Não foi possível gerar o código PIX agora. Tente de novo em instantes com 'Pagar novamente'."

/**
 * POST /api/orders/:id/retry-payment of a PIX order: a new live charge (made when asked), or
 * `answer` when given. Counts the calls in `calls`.
 */
export function pixRetryHandler(
  orderId: string,
  answer?: () => Response,
  charge: ChargeOptions = {},
): ApiHandler & { calls: () => number } {
  let calls = 0
  const handler: ApiHandler = ({ method, url }) => {
    if (method !== 'POST' || url.pathname !== `/api/orders/${orderId}/retry-payment`)
      return undefined
    calls += 1
    if (answer) return answer()
    const pix = liveCharge(orderId, charge)
    return json({ pixCode: pix.code, pix, payment: null })
  }
  return Object.assign(handler, { calls: () => calls })
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

/** The text of each step in an order card's timeline ('Andamento do pedido'), in order. */
export function timelineOf(card: ReturnType<typeof within>) {
  return within(card.getByRole('list', { name: 'Andamento do pedido' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent)
}
