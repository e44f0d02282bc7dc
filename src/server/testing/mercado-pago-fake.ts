import { MockAgent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici'
import { afterAll, afterEach, beforeAll } from 'vitest'

const MERCADO_PAGO_API = 'https://api.mercadopago.com'

export const MP_TEST_ENV = {
  MP_ACCESS_TOKEN: 'TEST-123-token',
  MP_PUBLIC_KEY: 'TEST-public-key',
  MP_WEBHOOK_SECRET: 'segredo',
  PUBLIC_URL: 'https://loja.example.com.br',
}

/**
 * Answers Mercado Pago's API locally for one test file. The SDK calls the global fetch
 * (node_modules/mercadopago/dist/utils/restClient), which is undici's: a MockAgent set as the global
 * dispatcher intercepts it, and refuses any request a test did not plan (no network).
 */
export function useMercadoPagoFake() {
  const stub = { agent: undefined as unknown as MockAgent }
  let previous: Dispatcher
  beforeAll(() => {
    previous = getGlobalDispatcher()
    stub.agent = new MockAgent()
    stub.agent.disableNetConnect()
    setGlobalDispatcher(stub.agent)
  })
  afterEach(() => stub.agent.assertNoPendingInterceptors())
  afterAll(async () => {
    setGlobalDispatcher(previous)
    await stub.agent.close()
  })
  return {
    api: () => stub.agent.get(MERCADO_PAGO_API),
  }
}

/** The BR Code the fake's PIX charges carry (point_of_interaction.transaction_data.qr_code). */
export const PIX_QR =
  '00020101021226940014br.gov.bcb.pix2572qr.mercadopago.com/pix/v2/cobv/abc5204000053039865406170.915802BR6304ABCD'

/** One POST /v1/payments as the SDK sent it. */
export interface SentCharge {
  idempotencyKey: string | undefined
  body: Record<string, unknown>
}

interface ChargeAnswer {
  status: number
  body: (sent: SentCharge) => object
}

/**
 * Mercado Pago's Payments API for PIX charges, as its documentation describes them: `created(id)`
 * answers 201 with status 'pending', the amount, reference and expiry it was sent, and the QR code;
 * `outage` a 500 (the SDK tries three times).
 */
export function pixChargeFake(fake: ReturnType<typeof useMercadoPagoFake>) {
  /** Answers the next POST /v1/payments in order; each request the SDK sent is kept. */
  function chargeAnswers(...answers: ChargeAnswer[]) {
    const sent: SentCharge[] = []
    for (const answer of answers) {
      fake
        .api()
        .intercept({ path: '/v1/payments', method: 'POST' })
        .reply(answer.status, (opts) => {
          const headers = new Headers(opts.headers as Record<string, string>)
          const request = {
            idempotencyKey: headers.get('x-idempotency-key') ?? undefined,
            body: JSON.parse(String(opts.body)) as Record<string, unknown>,
          }
          sent.push(request)
          return answer.body(request)
        })
    }
    return sent
  }
  const created = (id: number): ChargeAnswer => ({
    status: 201,
    body: (sent) => ({
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      payment_method_id: 'pix',
      external_reference: sent.body.external_reference,
      transaction_amount: sent.body.transaction_amount,
      date_of_expiration: sent.body.date_of_expiration,
      point_of_interaction: {
        type: 'PIX',
        transaction_data: { qr_code: PIX_QR, qr_code_base64: 'iVBOR' },
      },
    }),
  })
  const outage: ChargeAnswer = {
    status: 500,
    body: () => ({ message: 'internal_error', status: 500 }),
  }
  return { chargeAnswers, created, outage }
}
