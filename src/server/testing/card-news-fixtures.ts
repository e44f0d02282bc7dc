import { afterAll, beforeAll, expect, vi } from 'vitest'
import type {
  PaymentProvider,
  ProviderPayment,
} from '#server/modules/payments/providers/provider.ts'
import { insertProducts } from '#server/modules/products/product-repository.ts'
import { adminFixture, type AdminFixture } from './admin-fixtures.ts'
import { ADDRESS, type TestClient } from './test-client.ts'

/**
 * A shop whose card payments come from a stand-in for Mercado Pago's API: the webhook (here
 * without MP_WEBHOOK_SECRET) reads each payment from `known`, as it would ask Mercado Pago. For
 * the suites about what Mercado Pago's news does to an order and who hears of it. `f` is there
 * once the file's beforeAll has run.
 */
export function useCardNewsShop() {
  const known = new Map<string, ProviderPayment>()
  const provider: PaymentProvider = {
    createPreference: vi.fn(async (req) => ({
      provider: 'mercadopago' as const,
      preferenceId: `pref-${req.orderId}`,
      checkoutUrl: `https://mercadopago.example/checkout/pref-${req.orderId}`,
      publicKey: null,
    })),
    getPayment: vi.fn(async (id: string) => known.get(id) ?? null),
  }
  let fixture: AdminFixture | undefined
  let volante = ''
  beforeAll(async () => {
    fixture = await adminFixture({}, { paymentProvider: provider })
    const [product] = await insertProducts(fixture.t.database.db, [
      {
        name: 'Capa de Volante',
        priceCents: 18990,
        description: 'd',
        image: '/v.svg',
        stock: 1000,
      },
    ])
    volante = product!.id
  })
  afterAll(() => fixture?.t.close())

  const shop = {
    get f(): AdminFixture {
      if (!fixture) throw new Error('the card shop opens in beforeAll')
      return fixture
    },
    /** A card order placed through checkout by `client` (the fixture's customer unless told); its id. */
    async cardOrder(client?: TestClient) {
      const res = await (client ?? shop.f.customer).post<{ order: { id: string } }>('/api/orders', {
        items: [{ productId: volante, quantity: 1 }],
        address: ADDRESS,
        paymentMethod: 'mercadopago',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.order.id
    },
    /** Mercado Pago's news of payment `id` (now `status`) for the order, delivered to the webhook. */
    async deliver(
      orderId: string,
      id: string,
      status: string,
      extra: Partial<ProviderPayment> = {},
    ) {
      known.set(id, { id, status, orderId, ...extra })
      const res = await shop.f.t.app.request(
        `/api/webhooks/mercadopago?data.id=${id}&type=payment`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id } }),
        },
      )
      expect(res.status).toBe(200)
    },
  }
  return shop
}
