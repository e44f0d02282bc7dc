import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { json, renderApp } from '#web/testing/render.tsx'
import {
  makeOrderDetail,
  orderNotFound,
  stubOrdersApi,
} from '#web/testing/admin/orders-fixtures.ts'

// Decision 030: the 8 characters customers quote from an email or WhatsApp open the order.
const order = makeOrderDetail()
const quoted = order.id.slice(0, 8)

describe('/admin/pedidos/{the start of an id}', () => {
  it('opens the order it names, at its own address', async () => {
    const api = stubOrdersApi({
      orders: [order],
      answers: { [`GET /api/admin/orders/${quoted}`]: () => json({ order }) },
    })
    const { router } = renderApp(`/admin/pedidos/${quoted}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `Pedido #${order.shortId}` }),
    ).toBeVisible()
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/pedidos/${order.id}`))
    expect(api.calls(`GET /api/admin/orders/${quoted}`)).toHaveLength(1)
    // Read once: its own address shows it without asking again.
    expect(api.calls(`GET /api/admin/orders/${order.id}`)).toHaveLength(0)
  })

  it('shows the orders list searched by it when several orders start so', async () => {
    stubOrdersApi({
      orders: [order],
      answers: {
        [`GET /api/admin/orders/${quoted}`]: () =>
          json(
            {
              error: {
                code: 'order-id-ambiguous',
                message: 'Mais de um pedido começa com este código.',
              },
            },
            409,
          ),
      },
    })
    const { router } = renderApp(`/admin/pedidos/${quoted}`)

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(router.state.location.search).toBe(`?tab=pedidos&q=${quoted}`)
    expect(await screen.findByRole('searchbox')).toHaveValue(quoted)
  })

  it.each(['8339dd6', '8339dd6%', 'ffffffff'])(
    "says 'Pedido não encontrado' for %s (too short, a wildcard, or no order)",
    async (typed) => {
      stubOrdersApi({ answers: { [`GET /api/admin/orders/${typed}`]: orderNotFound } })
      renderApp(`/admin/pedidos/${encodeURIComponent(typed)}`)

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' }),
      ).toBeVisible()
    },
  )
})
