import { describe, expect, it } from 'vitest'
import { pixChargeKey } from '#domain/orders/pix-charge.ts'
import { testConfig } from '#server/testing/test-app.ts'
import {
  MP_TEST_ENV as env,
  pixChargeFake,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { refundFake } from '#server/testing/mercado-pago-refund-fake.ts'
import { captureLogs } from '#server/testing/log-capture.ts'
import { createPaymentProvider } from './provider-factory.ts'
import { longestRefundWaitMs, REFUND_TIMING, type RefundTiming } from './mercado-pago-refunds.ts'
import { RefundError, type PaymentProvider } from './provider.ts'

const mercadoPago = useMercadoPagoFake()
const { refundAnswers, created, refused, outage, silence, refundList } = refundFake(mercadoPago)
const charges = pixChargeFake(mercadoPago)

const provider = (): PaymentProvider => createPaymentProvider(testConfig(env))
/** The refund's waits shortened, so a timeout takes a fraction of a second. */
const FAST: RefundTiming = { refundMs: 150, refundRetries: 1, retryDelayMs: 20, lookupMs: 150 }
const fastProvider = () => createPaymentProvider(testConfig(env), { refundTiming: FAST })
const refund = (paymentId: string, key = `refund-${paymentId}-1`) =>
  provider().refundPayment!(paymentId, key)
/** What refundPayment threw, and the warnings it logged (kept out of the terminal). */
async function failure(paymentId: string) {
  const logs = captureLogs()
  const error = await refund(paymentId).catch((e: unknown) => e)
  logs.restore()
  return { error, warnings: logs.messages('warn') }
}

describe('a refund through the official SDK', () => {
  it('asks for the whole amount (an empty body) with the idempotency key, and reads the refund', async () => {
    const sent = refundAnswers(created(9001, { amount: 189.9 }))
    expect(await refund('987654', 'refund-order-1')).toEqual({
      id: '9001',
      status: 'approved',
      amountCents: 18990,
    })
    expect(sent).toEqual([
      { paymentId: '987654', idempotencyKey: 'refund-order-1', rendersInProcess: true, body: {} },
    ])
  })

  // Asked with X-Render-In-Process-Refunds: true; without it, Mercado Pago says 400 (and the fake).
  it('tells a refund still in process (a PIX the central bank has not answered yet)', async () => {
    refundAnswers(created(9002, { amount: 50, status: 'in_process' }))
    expect(await refund('987655')).toEqual({ id: '9002', status: 'in_process', amountCents: 5000 })
  })

  it.each([
    [
      401,
      'invalid access token',
      undefined,
      'A credencial do Mercado Pago não permite reembolsos.',
    ],
    [403, 'forbidden', undefined, 'A credencial do Mercado Pago não permite reembolsos.'],
    [404, 'Payment not found', 2000, 'O Mercado Pago não encontrou este pagamento.'],
    [
      400,
      'Insufficient balance to refund',
      undefined,
      'Saldo insuficiente na conta do Mercado Pago para devolver o valor.',
    ],
    [
      404,
      'Payment too old to be refunded',
      2024,
      'O prazo do Mercado Pago para reembolsar este pagamento terminou.',
    ],
    [
      400,
      'The action requested is not valid for the current payment state',
      2063,
      'O pagamento não pode mais ser reembolsado (talvez já tenha sido devolvido).',
    ],
    [
      400,
      'Payment already refunded',
      undefined,
      'O pagamento não pode mais ser reembolsado (talvez já tenha sido devolvido).',
    ],
    [400, 'Invalid-value-for-gateway_operation-', 2085, 'Recusado pelo Mercado Pago (2085).'],
    [422, 'unprocessable', undefined, 'Recusado pelo Mercado Pago (422).'],
  ] as const)(
    'turns a %i %j into a refusal the owner reads in pt-BR',
    async (status, message, cause, expected) => {
      refundAnswers(refused(status, message, cause))
      const { error } = await failure('987656')
      expect(error).toBeInstanceOf(RefundError)
      expect(error).toMatchObject({ reason: 'refused', message: expected })
    },
  )

  it('is unavailable while Mercado Pago is down, the same key on each of the retries', async () => {
    const sent = refundAnswers(outage())
    const { error, warnings } = await failure('987657')
    expect(error).toBeInstanceOf(RefundError)
    expect(error).toMatchObject({
      reason: 'unavailable',
      message: 'Não foi possível falar com o Mercado Pago agora. Tente de novo em alguns minutos.',
    })
    expect(sent.map((s) => s.idempotencyKey)).toEqual(
      Array(REFUND_TIMING.refundRetries + 1).fill('refund-987657-1'),
    )
    // What Mercado Pago said stays in the server's log.
    expect(warnings).toEqual([
      '[pagamentos] Mercado Pago: reembolso do pagamento 987657: 500 internal_error []',
    ])
  })

  it('is unknown when no answer comes (the connection drops): the refund may have been made', async () => {
    mercadoPago
      .api()
      .intercept({ path: '/v1/payments/987658/refunds', method: 'POST' })
      .replyWithError(new Error('socket hang up'))
      .times(REFUND_TIMING.refundRetries + 1)
    expect((await failure('987658')).error).toMatchObject({
      reason: 'unknown',
      message: 'O Mercado Pago não respondeu a tempo.',
    })
  })

  it('waits for the owner at most two tries and one lookup, under 15 s in all (decision 041)', () => {
    // The shop's other calls take 10 s × 3 tries: 31.5 s before the owner read anything.
    expect(REFUND_TIMING).toEqual({
      refundMs: 5_000,
      refundRetries: 1,
      retryDelayMs: 500,
      lookupMs: 3_000,
    })
    expect(longestRefundWaitMs(REFUND_TIMING)).toBe(13_500)
  })

  it('gives up on a refund that answers too late, after its tries with the same key', async () => {
    const sent = refundAnswers(silence(FAST))
    const started = performance.now()
    const error = await fastProvider().refundPayment!('987659', 'refund-987659-1').catch(
      (e: unknown) => e,
    )
    const waited = performance.now() - started
    expect(error).toMatchObject({ reason: 'unknown' })
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['refund-987659-1', 'refund-987659-1'])
    // Two tries of FAST.refundMs and the pause between them, not the shared client's 10 s each.
    expect(waited).toBeLessThan(longestRefundWaitMs(FAST) + 1_000)
  })

  it("lists a payment's refunds (GET /v1/payments/{id}/refunds) with the token", async () => {
    const asked = refundList([{ id: 9010, status: 'approved', amount: 189.9 }])
    expect(await fastProvider().findRefunds!('987660')).toEqual([
      { id: '9010', status: 'approved', amountCents: 18990 },
    ])
    expect(asked).toEqual(['987660'])
  })

  it('refuses an id that is not Mercado Pago’s without sending anything', async () => {
    // The agent refuses any request not planned: none was.
    for (const id of ['', '../users/me', 'sim-pay-1', '12/refunds']) {
      const { error, warnings } = await failure(id)
      expect(warnings).toEqual([])
      expect(error).toBeInstanceOf(RefundError)
      expect(error).toMatchObject({
        reason: 'refused',
        message: 'O Mercado Pago não conhece este pagamento.',
      })
    }
  })
})

/** Answers the next PUT /v1/payments/{id} (a cancel) and keeps the idempotency key it carried. */
function cancelAnswer(paymentId: string, keys: (string | null)[]) {
  mercadoPago
    .api()
    .intercept({ path: `/v1/payments/${paymentId}`, method: 'PUT' })
    .reply(200, (opts) => {
      keys.push(new Headers(opts.headers as Record<string, string>).get('x-idempotency-key'))
      return { id: Number(paymentId), status: 'cancelled' }
    })
}

describe("a call's idempotency key (the SDK keeps requestOptions in its config)", () => {
  it('goes with that call only: a later cancel on the same provider sends a key of its own', async () => {
    const mp = provider()
    const orderId = '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b'
    const sentCharges = charges.chargeAnswers(charges.created(4321))
    await mp.createPixCharge!({
      orderId,
      attempt: 1,
      amountCents: 17091,
      payerEmail: 'maria@example.com',
      description: 'Pedido #3f1c2a4e - Vitrine',
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    expect(sentCharges[0]?.idempotencyKey).toBe(pixChargeKey(orderId, 1))
    const cancelKeys: (string | null)[] = []
    cancelAnswer('4321', cancelKeys)
    await mp.cancelPixCharge!('4321')

    refundAnswers(created(9003))
    await mp.refundPayment!('4322', 'refund-key-4322')
    cancelAnswer('4321', cancelKeys)
    await mp.cancelPixCharge!('4321')

    expect(cancelKeys).toHaveLength(2)
    for (const key of cancelKeys) {
      expect(key).toBeTruthy() // the SDK's own random key for each call
      expect([pixChargeKey(orderId, 1), 'refund-key-4322']).not.toContain(key)
    }
    expect(cancelKeys[0]).not.toBe(cancelKeys[1])
  })
})
