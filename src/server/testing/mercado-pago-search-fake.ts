import type { useMercadoPagoFake } from './mercado-pago-fake.ts'

const MERCADO_PAGO_API = 'https://api.mercadopago.com'

/**
 * Mercado Pago's payment search (GET /v1/payments/search), as its documentation describes it:
 * filters as query parameters (external_reference: the order id), the answer a page of `results`
 * with `paging`. `answer` plans the next search for an order (its payments, newest first); `fail`
 * plans a 500 for it.
 */
export function paymentSearchFake(fake: ReturnType<typeof useMercadoPagoFake>) {
  const searched: URLSearchParams[] = []
  const query = (path: string) => new URL(path, MERCADO_PAGO_API).searchParams
  const searchFor = (orderId: string) => (path: string) =>
    path.startsWith('/v1/payments/search?') && query(path).get('external_reference') === orderId

  /** A search for another order finds no plan: the fake refuses it, as an unplanned request. */
  function answer(orderId: string, payments: Record<string, unknown>[] = []) {
    fake
      .api()
      .intercept({ path: searchFor(orderId), method: 'GET' })
      .reply<object>((opts) => {
        searched.push(query(opts.path))
        const results = payments.map((p) => ({ external_reference: orderId, ...p }))
        return {
          statusCode: 200,
          data: { paging: { total: results.length, limit: 30, offset: 0 }, results },
        }
      })
  }

  function fail(orderId: string) {
    fake
      .api()
      .intercept({ path: searchFor(orderId), method: 'GET' })
      .reply(500, { message: 'internal_error', status: 500 })
  }

  return { answer, fail, searched }
}
