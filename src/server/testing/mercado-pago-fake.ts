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

/** Mercado Pago's date format, as its preferences documentation gives it: 2017-02-01T12:00:00.000-04:00. */
const MERCADO_PAGO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/

const badRequest = (error: string, message: string) => ({ error, message, status: 400, cause: [] })

/** One preference call as the SDK sent it (the PUT's id from its path). */
export interface SentPreference {
  id: string
  body: Record<string, unknown>
}

/**
 * Mercado Pago's Checkout Pro preferences, checked as its documentation describes them:
 * POST /checkout/preferences with `expires`, `expiration_date_from` and `expiration_date_to`
 * (ISO 8601 with the offset, the end after the start) and the cash payment types excluded
 * (`payment_methods.excluded_payment_types`: ticket, atm); PUT /checkout/preferences/{id} of a
 * preference made here, changing the window's end (`expires`, `expiration_date_to`, not before its
 * start). A request that breaks the rules gets Mercado Pago's 400 (invalid_expiration_date_to...).
 * Every request is kept in `created` / `updated`.
 */
export function preferenceFake(fake: ReturnType<typeof useMercadoPagoFake>) {
  const windows = new Map<string, { from: string; to: string }>()
  const created: SentPreference[] = []
  const updated: SentPreference[] = []
  let next = 1

  function creationProblem(body: Record<string, unknown>) {
    const { expires, expiration_date_from: from, expiration_date_to: to } = body
    if (expires !== true) return badRequest('invalid_expires', 'expires must be true')
    if (typeof from !== 'string' || !MERCADO_PAGO_DATE.test(from)) {
      return badRequest('invalid_expiration_date_from', 'expiration_date_from invalid')
    }
    if (
      typeof to !== 'string' ||
      !MERCADO_PAGO_DATE.test(to) ||
      Date.parse(to) <= Date.parse(from)
    ) {
      return badRequest('invalid_expiration_date_to', 'expiration_date_to invalid')
    }
    const methods = body.payment_methods as
      { excluded_payment_types?: { id?: string }[] } | undefined
    const excluded = new Set((methods?.excluded_payment_types ?? []).map((type) => type.id))
    if (!excluded.has('ticket') || !excluded.has('atm')) {
      return badRequest('invalid_payment_methods', 'cash payment types must be excluded')
    }
    return undefined
  }

  /** Makes the next `times` preferences (201 with id and init_point), or refuses a bad one. */
  function acceptPreferences(times = 1) {
    fake
      .api()
      .intercept({ path: '/checkout/preferences/', method: 'POST' })
      .reply<object>((opts) => {
        const body = JSON.parse(String(opts.body)) as Record<string, unknown>
        const problem = creationProblem(body)
        if (problem) return { statusCode: 400, data: problem }
        const id = `123456-pref-${next++}`
        created.push({ id, body })
        windows.set(id, {
          from: String(body.expiration_date_from),
          to: String(body.expiration_date_to),
        })
        const data = {
          ...body,
          id,
          init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
        }
        return { statusCode: 201, data }
      })
      .times(times)
  }

  function updateAnswer(id: string, body: Record<string, unknown>) {
    const window = windows.get(id)
    if (!window)
      return { statusCode: 404, data: badRequest('invalid_id', 'preference_id not found') }
    const to = body.expiration_date_to
    if (body.expires !== true || typeof to !== 'string' || !MERCADO_PAGO_DATE.test(to)) {
      return {
        statusCode: 400,
        data: badRequest('invalid_expiration_date_to', 'expiration_date_to invalid'),
      }
    }
    if (Date.parse(to) < Date.parse(window.from)) {
      return {
        statusCode: 400,
        data: badRequest('invalid_expiration_date_to', 'expiration_date_to invalid'),
      }
    }
    window.to = to
    return {
      statusCode: 200,
      data: { id, expires: true, expiration_date_from: window.from, expiration_date_to: to },
    }
  }

  const preferencePath = (path: string) => /^\/checkout\/preferences\/[^/?]+$/.test(path)

  /**
   * Answers the next PUT /checkout/preferences/{id} in order: 'accept' checks and applies it,
   * 'outage' answers 503 to it (and to the SDK's two retries). Accepted requests are kept.
   */
  function expiryAnswers(...answers: ('accept' | 'outage')[]) {
    for (const answer of answers) {
      const interceptor = fake.api().intercept({ path: preferencePath, method: 'PUT' })
      if (answer === 'outage') {
        interceptor.reply(503, { message: 'service unavailable', status: 503 }).times(3)
        continue
      }
      interceptor.reply<object>((opts) => {
        const id = decodeURIComponent(opts.path.split('/').pop() ?? '')
        const body = JSON.parse(String(opts.body)) as Record<string, unknown>
        const answered = updateAnswer(id, body)
        if (answered.statusCode === 200) updated.push({ id, body })
        return answered
      })
    }
  }

  return { acceptPreferences, expiryAnswers, created, updated, windows }
}
