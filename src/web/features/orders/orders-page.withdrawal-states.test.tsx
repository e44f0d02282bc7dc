import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'
import type { MyOrder } from '#web/lib/open-orders.ts'
import { handlers } from '#web/testing/auth-fixtures.ts'
import { CUSTOMER, json, renderApp, SHOP, stubApi } from '#web/testing/render.tsx'
import { makeOrder, ordersHandler, timelineOf } from '#web/testing/orders-fixtures.ts'
import { makeWithdrawableOrder, withdrawalRequested } from '#web/testing/withdrawal-fixtures.ts'

const ID = 'eeee5555-0000-4000-8000-000000000005'

/** /orders with `order`, the shop answering `whatsapp` as its number; the order's card. */
async function openWith(order: MyOrder, whatsapp: string | null = null) {
  const shop = ({ method, url }: { method: string; url: URL }) =>
    method === 'GET' && url.pathname === '/api/shop' ? json({ ...SHOP, whatsapp }) : undefined
  stubApi({ user: CUSTOMER, handler: handlers(ordersHandler([order]), shop) })
  renderApp('/orders')
  return within(await screen.findByRole('article', { name: `Pedido #${order.shortId}` }))
}

describe("the states of 'Desistir da compra' in /orders", () => {
  it('says when it was asked, with its reason, and places it in the timeline by date', async () => {
    const shipped = makeWithdrawableOrder('return', { id: ID, until: '2026-02-20T02:59:59.999Z' })
    const order = withdrawalRequested(shipped, {
      at: '2026-02-02T12:00:00.000Z',
      reason: 'Não coube no volante',
    })
    const card = await openWith(order)

    expect(card.getByRole('status')).toHaveTextContent(
      `${WITHDRAWAL_TEXT.requested} em 02/02/2026, 09:00`,
    )
    expect(card.getByRole('status')).not.toHaveTextContent('Enviamos')
    expect(card.getByText('Motivo: Não coube no volante')).toBeVisible()
    expect(card.queryByRole('button', { name: WITHDRAWAL_TEXT.button })).toBeNull()
    const steps = timelineOf(card)
    expect(steps).toEqual([
      'Pedido realizado01/02/2026, 12:00',
      'Pagamento confirmado01/02/2026, 12:02',
      'Desistência solicitada02/02/2026, 09:00',
      'Pedido enviado03/02/2026, 10:30',
      'Pedido entregue (ainda não)',
    ])
  })

  it('puts the withdrawal after the last step reached when none came later', async () => {
    const order = withdrawalRequested(makeWithdrawableOrder('cancel', { id: ID }))
    const card = await openWith(order)
    const steps = timelineOf(card)
    expect(steps).toEqual([
      'Pedido realizado01/02/2026, 12:00',
      'Pagamento confirmado01/02/2026, 12:02',
      'Desistência solicitada10/02/2026, 11:30',
      'Pedido enviado (ainda não)',
      'Pedido entregue (ainda não)',
    ])
  })

  it('explains custom work already started, with a chat with the shop', async () => {
    const order = makeOrder({
      id: ID,
      status: 'pago',
      withdrawal: { state: 'production-started', at: '2026-02-05T13:00:00.000Z' },
      productionStartedAt: '2026-02-05T13:00:00.000Z',
    })
    const card = await openWith(order, '(11) 98765-4321')

    expect(
      card.getByText(
        'A produção da sua peça sob encomenda começou em 05/02/2026: a desistência pelo site não é mais possível. Fale com a loja pelo WhatsApp.',
      ),
    ).toBeVisible()
    expect(card.getByText('Produção iniciada em 05/02/2026')).toBeVisible()
    const chat = await card.findByRole('link', {
      name: 'Falar com a loja no WhatsApp (abre em nova aba)',
    })
    const text = encodeURIComponent(`Olá! Sobre o meu pedido #${order.shortId}:`)
    expect(chat).toHaveAttribute('href', `https://wa.me/5511987654321?text=${text}`)
    expect(chat).toHaveAttribute('target', '_blank')
    expect(card.queryByRole('button', { name: WITHDRAWAL_TEXT.button })).toBeNull()
  })

  it('offers no chat when the shop has no WhatsApp number', async () => {
    const order = makeOrder({
      id: ID,
      status: 'pago',
      withdrawal: { state: 'production-started', at: '2026-02-05T13:00:00.000Z' },
    })
    const card = await openWith(order, null)
    expect(card.getByText(/A produção da sua peça sob encomenda começou/)).toBeVisible()
    expect(card.queryByRole('link', { name: /WhatsApp/ })).toBeNull()
  })

  it('says when the money went back, and nothing about withdrawing when it is closed', async () => {
    const order = makeOrder({
      id: ID,
      status: 'cancelado',
      refundedAt: '2026-02-12T18:00:00.000Z',
    })
    const card = await openWith(order)
    expect(card.getByText('Reembolso feito em 12/02/2026')).toBeVisible()
    expect(card.queryByRole('button', { name: WITHDRAWAL_TEXT.button })).toBeNull()
  })
})
