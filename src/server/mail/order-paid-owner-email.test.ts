import { describe, expect, it } from 'vitest'
import {
  EMAIL_SAMPLES as samples,
  EMAIL_SHOP as shop,
  ORDER_ID as orderId,
} from '#server/testing/email-fixtures.ts'
import { renderEmail } from './templates.ts'

describe("the owner's queue in the emails (issue 38)", () => {
  it("'Pagamento confirmado': the order ready to pack, its items and the link to it", () => {
    const email = renderEmail('order-paid-owner', samples['order-paid-owner'], shop)
    expect(email.subject).toBe('Pagamento confirmado — pedido #1a2b3c4d pronto para preparar')
    expect(email.text).toContain(
      'O pagamento do pedido #1a2b3c4d foi confirmado. O pedido está pronto para preparar e enviar.',
    )
    expect(email.text).toContain('Cliente: Maria')
    expect(email.text).toContain('Total: R$\u00a01.234,50')
    expect(email.text).toContain('Forma de pagamento: PIX')
    expect(email.text).toContain('- 2 x Capa de volante')
    expect(email.text).toContain(
      `Ver pedido no painel:\nhttps://loja.example/admin/pedidos/${orderId}`,
    )
  })

  it('without a name to ship to, no client line', () => {
    const data = { ...samples['order-paid-owner'], customerName: null }
    expect(renderEmail('order-paid-owner', data, shop).text).not.toContain('Cliente:')
  })

  it.each([
    [false, 'Aguardando pagamento'],
    [true, 'Pago'],
  ])("'Novo pedido' paid: %s says '%s'", (paid, label) => {
    const email = renderEmail('new-order', { ...samples['new-order'], paid }, shop)
    expect(email.subject).toBe(`Novo pedido #1a2b3c4d - R$\u00a01.234,50 - ${label}`)
    expect(email.text).toContain(`Pagamento: ${label}`)
  })
})
