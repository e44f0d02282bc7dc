import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { formatBRL } from '#domain/money.ts'
import { AFTER_SALE_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import { renderApp } from '#web/testing/render.tsx'
import {
  afterSaleRefusal,
  heldAnswer,
  makeOrderDetail,
  stubOrdersApi,
  type OrdersRoute,
} from '#web/testing/admin/orders-fixtures.ts'
import type { AdminAnswer } from '#web/testing/admin/admin-fixtures.ts'

/** Paid through Mercado Pago, the customer withdrew before shipping: 'Reembolsar' is offered. */
const paid = makeOrderDetail({
  status: 'pago',
  paymentMethod: 'mercadopago',
  paymentStatus: 'approved',
  paymentId: '1234567890',
  paidAt: '2026-03-10T15:10:00.000Z',
  withdrawalRequested: true,
  withdrawal: { requestedAt: '2026-03-11T12:00:00.000Z', mode: 'cancel', reason: null },
  refundOption: 'provider',
})
const at = `/api/admin/orders/${paid.id}` as const
const total = formatBRL(paid.totalCents)

async function openDetail(order = paid, answers: Partial<Record<OrdersRoute, AdminAnswer>> = {}) {
  const api = stubOrdersApi({ orders: [order], answers })
  const view = renderApp(`/admin/pedidos/${order.id}`)
  await screen.findByRole('heading', { level: 1, name: 'Pedido #aaaaaaaa' })
  return { ...view, ...api }
}

const button = (name: string) => screen.getByRole('button', { name })
const status = () => screen.getByRole('combobox', { name: 'Status do pedido #aaaaaaaa' })
const history = () =>
  within(screen.getByRole('region', { name: 'Histórico de status' }))
    .getAllByRole('listitem')
    .map((entry) => entry.textContent)

describe('order detail: the refund', () => {
  it("'Reembolsar' asks first, refunds, and shows the order the server answered", async () => {
    const { user, calls } = await openDetail()

    await user.click(button('Reembolsar'))
    const dialog = screen.getByRole('dialog', { name: `Reembolsar ${total} pelo Mercado Pago?` })
    expect(dialog).toHaveAccessibleDescription(
      'O valor volta inteiro para o cliente, pelo mesmo meio de pagamento. O pedido será cancelado.',
    )
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }))

    expect(await screen.findByText('Reembolsado em 12/03/2026, 10:00')).toBeInTheDocument()
    expect(await screen.findByText('Pedido #aaaaaaaa reembolsado.')).toBeInTheDocument()
    const posts = calls(`POST ${at}/refund`)
    expect(posts).toHaveLength(1)
    expect(posts[0]?.[1]?.body).toBeUndefined()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull()
    expect(status()).toHaveDisplayValue('Cancelado')
    expect(history().slice(-2)).toEqual([
      'Pago → CanceladoLoja (chefe@example.com) · 12/03/2026, 10:00',
      'ReembolsadoLoja · 12/03/2026, 10:00',
    ])
    // The answer is the order: its page is not asked for again.
    expect(calls(`GET ${at}`)).toHaveLength(1)
  })

  it('waits while the refund runs, then shows a refusal as the server wrote it', async () => {
    const held = heldAnswer(() =>
      afterSaleRefusal('refund-unavailable', AFTER_SALE_MESSAGES.refundUnavailable),
    )
    const { user } = await openDetail(paid, { [`POST ${at}/refund`]: held.respond })

    await user.click(button('Reembolsar'))
    await user.click(button('Confirmar reembolso'))

    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Reembolsando...' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    held.release()
    expect(await screen.findByText(AFTER_SALE_MESSAGES.refundUnavailable)).toHaveAttribute(
      'role',
      'alert',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a 409 refusal and leaves the page as it was', async () => {
    const refused = AFTER_SALE_MESSAGES.refundRefused('Saldo insuficiente na conta.')
    const { user, calls } = await openDetail(paid, {
      [`POST ${at}/refund`]: () => afterSaleRefusal('refund-refused', refused),
    })
    const before = history()

    await user.click(button('Reembolsar'))
    await user.click(button('Confirmar reembolso'))

    expect(await screen.findByText(refused)).toHaveAttribute('role', 'alert')
    expect(calls(`POST ${at}/refund`)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button('Reembolsar')).toHaveFocus()
    expect(screen.queryByText(/^Reembolsado em/)).toBeNull()
    expect(status()).toHaveDisplayValue('Pago')
    expect(history()).toEqual(before)

    // The next try clears it.
    await user.click(button('Reembolsar'))
    expect(screen.queryByText(refused)).toBeNull()
  })

  it("says a refused refund's reason, and still offers 'Reembolsar'", async () => {
    await openDetail({
      ...paid,
      refund: {
        via: 'mercadopago',
        state: 'refused',
        amountCents: paid.totalCents,
        at: '2026-03-11T13:00:00.000Z',
        refusal: 'Saldo insuficiente.',
        inProcess: false,
      },
    })

    expect(screen.getByText('Reembolso não feito: Saldo insuficiente.')).toHaveAttribute(
      'role',
      'status',
    )
    expect(button('Reembolsar')).toBeInTheDocument()
  })

  it('says a refund whose answer never came is not confirmed, and still offers it', async () => {
    await openDetail({
      ...paid,
      refund: {
        via: 'mercadopago',
        state: 'failed',
        amountCents: paid.totalCents,
        at: '2026-03-11T13:00:00.000Z',
        refusal: AFTER_SALE_MESSAGES.refundUnknown,
        inProcess: false,
      },
    })

    expect(
      screen.getByText(`Reembolso não confirmado: ${AFTER_SALE_MESSAGES.refundUnknown}`),
    ).toHaveAttribute('role', 'status')
    expect(button('Reembolsar')).toBeInTheDocument()
  })

  it('says a refund is under way', async () => {
    await openDetail({
      ...paid,
      refundOption: null,
      refund: {
        via: 'mercadopago',
        state: 'pending',
        amountCents: 100,
        at: null,
        refusal: null,
        inProcess: false,
      },
    })

    expect(screen.getByText('Reembolso em andamento…')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull()
  })

  it('says Mercado Pago is still processing a refund, and that asking again refunds nothing twice', async () => {
    await openDetail({
      ...paid,
      refund: {
        via: 'mercadopago',
        state: 'pending',
        amountCents: paid.totalCents,
        at: null,
        refusal: null,
        inProcess: true,
      },
    })

    expect(screen.getByRole('status')).toHaveTextContent(
      'O Mercado Pago está processando o reembolso; o pedido muda sozinho quando ele confirmar. ' +
        '"Reembolsar" de novo consulta o mesmo reembolso, sem devolver duas vezes.',
    )
    expect(button('Reembolsar')).toBeInTheDocument()
    expect(screen.queryByText('Reembolso em andamento…')).toBeNull()
  })

  it("'Reembolso feito por PIX' for an order paid by hand", async () => {
    const { user, calls } = await openDetail({
      ...paid,
      paymentMethod: 'pix',
      paymentStatus: 'pendente',
      paymentId: null,
      refundOption: 'manual-pix',
    })
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull()

    await user.click(button('Reembolso feito por PIX'))
    const dialog = screen.getByRole('dialog', {
      name: `Você devolveu ${total} ao cliente por PIX?`,
    })
    expect(dialog).toHaveAccessibleDescription(
      'Confirme só depois de fazer o PIX. O pedido será cancelado e o cliente, avisado por e-mail.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }))

    expect(await screen.findByText('Reembolso feito por PIX em 12/03/2026, 10:00')).toBeVisible()
    expect(calls(`POST ${at}/refund/pix`)).toHaveLength(1)
    expect(calls(`POST ${at}/refund`)).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Reembolso feito por PIX' })).toBeNull()
    expect(history().at(-1)).toBe('Reembolso feito por PIXLoja · 12/03/2026, 10:00')
  })

  it('offers no refund when the server offers none', async () => {
    await openDetail({ ...paid, refundOption: null })

    expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reembolso feito por PIX' })).toBeNull()
  })
})
