import { describe, expect, it } from 'vitest'
import { DomainError } from '#domain/errors.ts'
import { testConfig } from '#server/testing/test-app.ts'
import {
  MP_TEST_ENV as env,
  preferenceFake,
  useMercadoPagoFake,
} from '#server/testing/mercado-pago-fake.ts'
import { createPaymentProvider } from './provider-factory.ts'
import type { PreferenceRequest } from './provider.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

const mercadoPago = useMercadoPagoFake()
const preferences = preferenceFake(mercadoPago)

const request: PreferenceRequest = {
  orderId: '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f809a1b',
  payerEmail: 'maria@example.com',
  items: [
    {
      id: 'p1',
      title: 'Capa de volante',
      quantity: 2,
      unitPriceCents: 4990,
      pictureUrl: 'https://loja.example.com.br/uploads/capa.jpg',
    },
    { id: 'p2', title: 'Chaveiro', quantity: 1, unitPriceCents: 1005 },
  ],
  opensAt: new Date('2026-11-27T15:00:00.000Z'),
  expiresAt: new Date('2026-11-27T16:00:00.000Z'),
}

/** Answers the next POST /checkout/preferences/ and hands back what the SDK sent. */
function stubPreference(status: number, answer: object) {
  const sent: { body?: unknown; headers?: Record<string, string> } = {}
  mercadoPago
    .api()
    .intercept({ path: '/checkout/preferences/', method: 'POST' })
    .reply(status, (opts) => {
      sent.body = JSON.parse(String(opts.body))
      sent.headers = opts.headers as Record<string, string>
      return answer
    })
  return sent
}

describe('Mercado Pago through the official SDK', () => {
  it('creates a Checkout Pro preference in reais with the order as external_reference', async () => {
    const sent = stubPreference(201, {
      id: '123-pref',
      init_point: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=123-pref',
    })
    const checkout = await createPaymentProvider(testConfig(env)).createPreference(request)
    expect(checkout).toEqual({
      provider: 'mercadopago',
      preferenceId: '123-pref',
      checkoutUrl: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=123-pref',
      publicKey: 'TEST-public-key',
    })
    expect(sent.headers?.['Authorization'] ?? sent.headers?.['authorization']).toBe(
      'Bearer TEST-123-token',
    )
    expect(sent.body).toEqual({
      items: [
        {
          id: 'p1',
          title: 'Capa de volante',
          quantity: 2,
          unit_price: 49.9,
          currency_id: 'BRL',
          picture_url: 'https://loja.example.com.br/uploads/capa.jpg',
        },
        { id: 'p2', title: 'Chaveiro', quantity: 1, unit_price: 10.05, currency_id: 'BRL' },
      ],
      external_reference: request.orderId,
      back_urls: {
        success: 'https://loja.example.com.br/checkout?status=approved',
        pending: 'https://loja.example.com.br/orders',
        failure: 'https://loja.example.com.br/orders',
      },
      auto_return: 'approved',
      notification_url: 'https://loja.example.com.br/api/webhooks/mercadopago',
      payer: { email: 'maria@example.com' },
      // Takes payments for an hour (Brasília time, Mercado Pago's format), by card only.
      expires: true,
      expiration_date_from: '2026-11-27T12:00:00.000-03:00',
      expiration_date_to: '2026-11-27T13:00:00.000-03:00',
      payment_methods: { excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }] },
    })
  })

  it('is accepted by the fake, which checks the window and the excluded types as documented', async () => {
    preferences.acceptPreferences()
    const checkout = await createPaymentProvider(testConfig(env)).createPreference(request)
    expect(preferences.created.map((p) => p.id)).toEqual([checkout.preferenceId])
  })

  it('ends a preference at once with PUT /checkout/preferences/{id}: expires, the end moved to now', async () => {
    preferences.acceptPreferences()
    const provider = createPaymentProvider(testConfig(env))
    const { preferenceId } = await provider.createPreference(request)
    preferences.expiryAnswers('accept')
    await provider.expirePreference!(preferenceId, new Date('2026-11-27T15:20:00.000Z'))
    expect(preferences.updated).toEqual([
      {
        id: preferenceId,
        body: { expires: true, expiration_date_to: '2026-11-27T12:20:00.000-03:00' },
      },
    ])
    expect(preferences.windows.get(preferenceId)?.to).toBe('2026-11-27T12:20:00.000-03:00')
  })

  it('throws when Mercado Pago cannot be reached, so the job asks again', async () => {
    preferences.acceptPreferences()
    const provider = createPaymentProvider(testConfig(env))
    const { preferenceId } = await provider.createPreference(request)
    preferences.expiryAnswers('outage')
    await expect(provider.expirePreference!(preferenceId, new Date())).rejects.toThrow()
  })

  it('leaves out notification_url and auto_return on a non-https address, which Mercado Pago refuses', async () => {
    const sent = stubPreference(201, { id: 'x', init_point: 'https://mp.example/x' })
    const config = testConfig({ ...env, PUBLIC_URL: 'http://localhost:3000' })
    await createPaymentProvider(config).createPreference(request)
    expect(sent.body).not.toHaveProperty('notification_url')
    expect(sent.body).not.toHaveProperty('auto_return')
    expect(sent.body).toHaveProperty(
      'back_urls.success',
      'http://localhost:3000/checkout?status=approved',
    )
  })

  it("turns a refusal into the pt-BR domain error, without Mercado Pago's details", async () => {
    stubPreference(400, { message: 'invalid items', error: 'bad_request', status: 400 })
    const logs = captureLogs()
    const error = await createPaymentProvider(testConfig(env))
      .createPreference(request)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'Erro ao criar nova preferência de pagamento',
    })
    // The details stay in the server's log.
    expect(logs.messages('error')).toEqual([
      '[pagamentos] Mercado Pago recusou a preferência: invalid items',
    ])
    logs.restore()
  })
})
