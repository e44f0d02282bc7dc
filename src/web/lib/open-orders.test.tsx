import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/preact'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '#domain/account.ts'
import { createQueryClient } from './query-client.ts'
import { pollWhilePixPending, useOpenOrderCount } from './open-orders.ts'
import { ADMIN, CUSTOMER, requestedPaths, stubApi } from '#web/testing/render.tsx'
import { makeLiveOrder, makeOrder, ordersHandler } from '#web/testing/orders-fixtures.ts'

const STATUSES = ['pendente', 'processando', 'pago', 'enviado', 'entregue', 'cancelado'] as const

function renderCount(user: SessionUser | null) {
  const fetchMock = stubApi({
    user,
    handler: ordersHandler(STATUSES.map((status) => makeOrder({ status }))),
  })
  const queryClient = createQueryClient()
  // Typed for @testing-library/preact's wrapper; the provider is typed for React (preact/compat).
  const wrapper = ({ children }: { children: unknown }) => (
    <QueryClientProvider client={queryClient}>{children as ReactNode}</QueryClientProvider>
  )
  return { fetchMock, ...renderHook(() => useOpenOrderCount(), { wrapper }) }
}

// The hook lives in src/web/lib (the top navigation uses it); its test sits with the orders feature.
describe('useOpenOrderCount', () => {
  it("counts the customer's orders that are neither entregue nor cancelado", async () => {
    const { result } = renderCount(CUSTOMER)
    await waitFor(() => expect(result.current).toBe(4))
  })

  it.each([
    ['a visitor', null],
    ['an admin', ADMIN],
  ])('is 0 for %s, without asking for orders', async (_, user) => {
    const { result, fetchMock } = renderCount(user)
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/auth/session'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current).toBe(0)
    expect(requestedPaths(fetchMock)).not.toContain('/api/orders')
  })
})

describe('pollWhilePixPending', () => {
  const interval = (...orders: ReturnType<typeof makeOrder>[]) =>
    pollWhilePixPending({ state: { data: { orders } } })

  it("asks every 5 s while an order is 'pendente' with a charge live or being made", () => {
    expect(interval(makeOrder(), makeLiveOrder())).toBe(5_000)
    expect(interval(makeOrder({ pixStatus: 'creating', pix: null, pixCode: null }))).toBe(5_000)
  })

  it('does not ask otherwise', () => {
    expect(pollWhilePixPending({ state: {} })).toBe(false)
    expect(interval(makeOrder(), makeOrder({ paymentMethod: 'mercadopago' }))).toBe(false)
    expect(
      interval(makeLiveOrder({ status: 'pago' }), makeLiveOrder({ status: 'cancelado' })),
    ).toBe(false)
    expect(interval(makeOrder({ pixStatus: 'failed', pix: null }))).toBe(false)
  })

  it('keeps asking while an expired charge waits for the shop to cancel its order', () => {
    expect(interval(makeOrder({ pixStatus: 'expired', pix: null }))).toBe(5_000)
  })
})
