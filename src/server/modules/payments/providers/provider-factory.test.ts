import { describe, expect, it } from 'vitest'
import { testConfig } from '#server/testing/test-app.ts'
import { createPaymentProvider } from './provider-factory.ts'
import { SimulatedPaymentProvider } from './simulated-provider.ts'

const REQUEST = {
  orderId: '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f',
  payerEmail: 'cliente@exemplo.com',
  items: [{ id: 'p1', title: 'Capa de volante', quantity: 1, unitPriceCents: 18990 }],
  opensAt: new Date(),
  expiresAt: new Date(Date.now() + 60 * 60_000),
}

describe('createPaymentProvider without MP_ACCESS_TOKEN', () => {
  it('simulates card payments in development and tests', () => {
    expect(createPaymentProvider(testConfig())).toBeInstanceOf(SimulatedPaymentProvider)
  })

  it.each<Record<string, string>>([
    { NODE_ENV: 'production' },
    { PUBLIC_URL: 'https://loja.com.br' },
  ])(
    'never simulates in production (%o): a card checkout is refused with a pt-BR 409',
    async (env) => {
      const provider = createPaymentProvider(testConfig(env))
      expect(provider).not.toBeInstanceOf(SimulatedPaymentProvider)
      await expect(provider.createPreference(REQUEST)).rejects.toMatchObject({
        kind: 'conflict',
        code: 'payment-method-unavailable',
        message: 'Forma de pagamento indisponível no momento.',
      })
      expect(await provider.getPayment(`sim-pay-${REQUEST.orderId}-1-approved`)).toBeNull()
    },
  )
})
