import {
  REFUND_TIMING,
  type RefundTiming,
} from '#server/modules/payments/providers/mercado-pago-refunds.ts'
import type { useMercadoPagoFake } from './mercado-pago-fake.ts'

/** One POST /v1/payments/{id}/refunds as the SDK sent it (each of its retries apart). */
export interface SentRefund {
  paymentId: string
  idempotencyKey: string | undefined
  /** The X-Render-In-Process-Refunds header was 'true': a refund in process may answer 201. */
  rendersInProcess: boolean
  body: unknown
}

interface RefundAnswer {
  status: number
  /** How many requests it answers: an outage answers the SDK's retries too. */
  times: number
  body: (sent: SentRefund) => object
  /** Answers this late: past the client's timeout, no answer at all for it. */
  delayMs?: number
}

const REFUNDS_PATH = /^\/v1\/payments\/([^/?]+)\/refunds$/
/** The SDK's list of a payment's refunds asks with a trailing slash (paymentRefund/list). */
const REFUND_LIST_PATH = /^\/v1\/payments\/([^/?]+)\/refunds\/?$/

/** Mercado Pago's error body (the SDK reads message, error, status and cause). */
const errorBody = (status: number, message: string, causeCode?: number | string) => ({
  message,
  error: ERROR_NAMES[status] ?? 'bad_request',
  status,
  cause: causeCode === undefined ? [] : [{ code: causeCode, description: message }],
})

const ERROR_NAMES: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
}

/**
 * What Mercado Pago's reference asks of a refund before anything else: the X-Idempotency-Key header
 * (its code 4292 when missing) and, for the whole amount, an empty JSON object (a body with
 * `amount` is a partial refund, which the shop never asks for).
 */
function requestProblem(sent: SentRefund) {
  if (!sent.idempotencyKey) {
    return errorBody(400, "Header-X-Idempotency-Key-can't-be-null", 4292)
  }
  const body = sent.body
  if (typeof body !== 'object' || body === null || Object.keys(body).length > 0) {
    return errorBody(400, 'the fake answers total refunds only: an empty body {}')
  }
  return undefined
}

/** Mercado Pago's date format in Brasília time: 2026-11-27T12:20:00.000-03:00. */
const brasiliaNow = () =>
  new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString().replace('Z', '-03:00')

function parsed(body: unknown): unknown {
  try {
    return JSON.parse(String(body))
  } catch {
    return String(body)
  }
}

/**
 * Mercado Pago's refunds of a payment (POST /v1/payments/{id}/refunds), as its reference describes
 * them: `created(id)` answers 201 with the refund (id, payment_id, amount in reais, status, source,
 * date_created; 'in_process' only to a request with X-Render-In-Process-Refunds: true, a 400
 * otherwise, as the PIX refunds page says); `refused(status, message, causeCode?)` Mercado Pago's error body with that status
 * (400 with cause 2063 'The action requested is not valid for the current payment state', 404 with
 * 2000 'Payment not found'...); `outage()` a 500 to the first try and the SDK's two retries. A
 * request without the idempotency key or with a body other than {} gets a 400 whatever was planned.
 */
export function refundFake(fake: ReturnType<typeof useMercadoPagoFake>) {
  /** Answers the next refund requests in order; each request the SDK sent is kept. */
  function refundAnswers(...answers: RefundAnswer[]) {
    const sent: SentRefund[] = []
    for (const answer of answers) {
      const scope = fake
        .api()
        .intercept({ path: REFUNDS_PATH, method: 'POST' })
        .reply<object>((opts) => {
          const headers = new Headers(opts.headers as Record<string, string>)
          const request: SentRefund = {
            paymentId: decodeURIComponent(REFUNDS_PATH.exec(opts.path)?.[1] ?? ''),
            idempotencyKey: headers.get('x-idempotency-key') ?? undefined,
            rendersInProcess: headers.get('x-render-in-process-refunds') === 'true',
            body: parsed(opts.body),
          }
          sent.push(request)
          if (!headers.get('authorization')?.startsWith('Bearer ')) {
            return { statusCode: 401, data: errorBody(401, 'invalid access token') }
          }
          const problem = requestProblem(request)
          if (problem) return { statusCode: 400, data: problem }
          const data = answer.body(request)
          // A PIX refund in process (a contingency at the central bank) is a 400 unless asked for
          // with X-Render-In-Process-Refunds: true ('Reembolso de transações com Pix').
          if ('status' in data && data.status === 'in_process' && !request.rendersInProcess) {
            return { statusCode: 400, data: errorBody(400, 'refund in process') }
          }
          return { statusCode: answer.status, data }
        })
      ;(answer.delayMs ? scope.delay(answer.delayMs) : scope).times(answer.times)
    }
    return sent
  }

  /**
   * GET /v1/payments/{id}/refunds: the payment's refunds as Mercado Pago lists them (an array of
   * the refund objects a POST answers), or no answer in time (`silent`). The payments asked of.
   */
  function refundList(refunds: { id: number; status: string; amount: number }[], silent?: number) {
    const asked: string[] = []
    const scope = fake
      .api()
      .intercept({ path: REFUND_LIST_PATH, method: 'GET' })
      .reply<object>((opts) => {
        const paymentId = decodeURIComponent(REFUND_LIST_PATH.exec(opts.path)?.[1] ?? '')
        asked.push(paymentId)
        const headers = new Headers(opts.headers as Record<string, string>)
        if (!headers.get('authorization')?.startsWith('Bearer ')) {
          return { statusCode: 401, data: errorBody(401, 'invalid access token') }
        }
        const data = refunds.map((r) => ({
          ...r,
          payment_id: Number(paymentId),
          date_created: brasiliaNow(),
          source: { id: '123456789', name: 'Vitrine Teste', type: 'collector' },
        }))
        return { statusCode: 200, data }
      })
    if (silent) scope.delay(silent)
    return asked
  }

  const created = (
    refundId: number,
    {
      amount = 100,
      status = 'approved',
    }: { amount?: number; status?: 'approved' | 'in_process' } = {},
  ): RefundAnswer => ({
    status: 201,
    times: 1,
    body: (sent) => ({
      id: refundId,
      payment_id: Number(sent.paymentId),
      amount,
      status,
      date_created: brasiliaNow(),
      source: { id: '123456789', name: 'Vitrine Teste', type: 'collector' },
      unique_sequence_number: null,
    }),
  })

  const refused = (status: number, message: string, causeCode?: number | string): RefundAnswer => ({
    status,
    times: 1,
    body: () => errorBody(status, message, causeCode),
  })

  // The refund's SDK client retries a 5xx (REFUND_TIMING.refundRetries): an answer for each try.
  const outage = (): RefundAnswer => ({
    status: 500,
    times: REFUND_TIMING.refundRetries + 1,
    body: () => ({ message: 'internal_error', error: 'internal_server_error', status: 500 }),
  })

  /** Every try of one refund answered after `timing.refundMs`: the client gives up on each. */
  const silence = (timing: RefundTiming, then: RefundAnswer = created(9999)): RefundAnswer => ({
    ...then,
    times: timing.refundRetries + 1,
    delayMs: timing.refundMs + 200,
  })

  return { refundAnswers, created, refused, outage, silence, refundList }
}
