import { screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { renderApp } from '#web/testing/render.tsx'
import { makeOrderDetail, stubOrdersApi } from '#web/testing/admin/orders-fixtures.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'
import { withdrawalNextStep } from '#web/features/admin/orders/after-sale/withdrawal-section.tsx'

const withdrawn = makeOrderDetail({
  status: 'pago',
  withdrawalRequested: true,
  withdrawal: {
    requestedAt: '2026-03-11T12:00:00.000Z',
    mode: 'cancel',
    reason: 'Comprei o modelo errado.',
  },
})

async function openDetail(order: AdminOrderDetail) {
  stubOrdersApi({ orders: [order] })
  renderApp(`/admin/pedidos/${order.id}`)
  await screen.findByRole('heading', { level: 1, name: 'Pedido #aaaaaaaa' })
}

const section = () => within(screen.getByRole('region', { name: 'Desistência' }))

describe("order detail: the customer's withdrawal", () => {
  it('says when they asked, why, and what to do before shipping', async () => {
    await openDetail(withdrawn)

    expect(section().getByText('Desistência solicitada em 11/03/2026, 09:00')).toBeVisible()
    expect(
      section().getByText('Antes do envio: cancele o pedido e devolva o valor pago.'),
    ).toBeVisible()
    expect(section().getByText('Motivo: Comprei o modelo errado.')).toBeVisible()
    // Beside the status too, as in the list.
    expect(screen.getByText('Desistência solicitada', { selector: 'span' })).toBeVisible()
  })

  it('after shipping: the parcel comes back; no reason given, none shown', async () => {
    await openDetail({
      ...withdrawn,
      status: 'enviado',
      withdrawal: { requestedAt: '2026-03-11T12:00:00.000Z', mode: 'return', reason: null },
    })

    expect(
      section().getByText(
        'Depois do envio: combine a devolução, reembolse e marque "Produto devolvido" quando o pacote voltar.',
      ),
    ).toBeVisible()
    expect(section().queryByText(/^Motivo:/)).toBeNull()
  })

  it('once refunded, no longer asks for the money back (decision 046)', async () => {
    await openDetail({ ...withdrawn, status: 'cancelado', refunded: true })
    expect(
      section().getByText(
        'Reembolsado: o pedido foi cancelado e o valor devolvido. Nada mais a fazer.',
      ),
    ).toBeVisible()
    expect(section().queryByText(/devolva o valor pago/)).toBeNull()
  })

  it('after shipping and a refund, only the parcel is left to mark; then nothing', async () => {
    const returning = {
      ...withdrawn,
      status: 'cancelado' as const,
      refunded: true,
      canMarkReturned: true,
      withdrawal: {
        requestedAt: '2026-03-11T12:00:00.000Z',
        mode: 'return' as const,
        reason: null,
      },
    }
    expect(withdrawalNextStep(returning)).toBe(
      'Reembolsado: marque "Produto devolvido" quando o pacote voltar.',
    )
    expect(withdrawalNextStep({ ...returning, returnedAt: '2026-03-20T12:00:00.000Z' })).toBe(
      'Reembolsado: nada mais a fazer.',
    )
    expect(
      withdrawalNextStep({ ...returning, refunded: false, returnedAt: '2026-03-20T12:00:00.000Z' }),
    ).toBe('Produto devolvido: reembolse o cliente.')
  })

  it('has no section when nobody withdrew', async () => {
    await openDetail(makeOrderDetail())

    expect(screen.queryByRole('region', { name: 'Desistência' })).toBeNull()
    expect(screen.queryByText('Desistência solicitada')).toBeNull()
  })

  it('puts the steps after the sale in the history, by date, among the status changes', async () => {
    await openDetail({
      ...withdrawn,
      status: 'cancelado',
      hasCustomWork: true,
      productionStartedAt: '2026-03-10T18:00:00.000Z',
      refund: {
        via: 'pix-manual',
        state: 'done',
        amountCents: withdrawn.totalCents,
        at: '2026-03-12T13:00:00.000Z',
        refusal: null,
        inProcess: false,
      },
      returnedAt: '2026-03-14T13:00:00.000Z',
      timeline: [
        {
          fromStatus: null,
          toStatus: 'pendente',
          actor: 'customer',
          adminEmail: null,
          at: '2026-03-10T15:00:00.000Z',
        },
        {
          fromStatus: 'pendente',
          toStatus: 'pago',
          actor: 'owner',
          adminEmail: 'chefe@example.com',
          at: '2026-03-10T15:10:00.000Z',
        },
        {
          fromStatus: 'pago',
          toStatus: 'cancelado',
          actor: 'owner',
          adminEmail: 'chefe@example.com',
          at: '2026-03-12T13:00:00.000Z',
        },
      ],
    })

    const entries = within(screen.getByRole('region', { name: 'Histórico de status' }))
      .getAllByRole('listitem')
      .map((entry) => entry.textContent)
    expect(entries).toEqual([
      'Pedido criado: Aguardando PagamentoCliente · 10/03/2026, 12:00',
      'Aguardando Pagamento → PagoLoja (chefe@example.com) · 10/03/2026, 12:10',
      'Produção iniciadaLoja · 10/03/2026, 15:00',
      'Desistência solicitadaCliente · 11/03/2026, 09:00',
      'Pago → CanceladoLoja (chefe@example.com) · 12/03/2026, 10:00',
      'Reembolso feito por PIXLoja · 12/03/2026, 10:00',
      'Produto devolvidoLoja · 14/03/2026, 10:00',
    ])
  })

  it('leaves a refund not done out of the history', async () => {
    await openDetail({
      ...withdrawn,
      refund: {
        via: 'mercadopago',
        state: 'refused',
        amountCents: withdrawn.totalCents,
        at: '2026-03-12T13:00:00.000Z',
        refusal: 'Saldo insuficiente.',
        inProcess: false,
      },
    })

    const entries = within(screen.getByRole('region', { name: 'Histórico de status' }))
      .getAllByRole('listitem')
      .map((entry) => entry.textContent)
    expect(entries).toEqual([
      'Pedido criado: Aguardando PagamentoCliente · 10/03/2026, 12:00',
      'Desistência solicitadaCliente · 11/03/2026, 09:00',
    ])
  })
})
