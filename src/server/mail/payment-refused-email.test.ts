import { describe, expect, it } from 'vitest'
import {
  EMAIL_SAMPLES as samples,
  EMAIL_SHOP as shop,
  ORDER_ID as orderId,
} from '#server/testing/email-fixtures.ts'
import { renderEmail } from './templates.ts'

const retryUrl = `https://loja.example/orders#pedido-${orderId}`

describe('payment refused (issue 36)', () => {
  it('says the card payment was refused, nothing was charged, and links to the retry', () => {
    const email = renderEmail('payment-refused', samples['payment-refused'], shop)
    expect(email.subject).toBe('Pagamento recusado: pedido #1a2b3c4d - Vitrine')
    expect(email.text).toContain('Olá, Maria!')
    expect(email.text).toContain(
      'O pagamento com cartão de R$\u00a01.234,50 do seu pedido #1a2b3c4d foi recusado. Nenhum valor foi cobrado por esta tentativa.',
    )
    expect(email.text).toContain('Seu pedido continua aberto')
    expect(email.text).toContain(`Tentar pagamento novamente:\n${retryUrl}`)
    expect(email.html).toContain(`href="${retryUrl}"`)
    expect(email.html).toContain('<strong>Pagamento recusado</strong>')
  })

  it('says until when the order stays reserved, in Brasília time, when the order has an end', () => {
    const data = { ...samples['payment-refused'], reservedUntil: '2026-11-27T15:30:00.000Z' }
    const email = renderEmail('payment-refused', data, shop)
    expect(email.text).toContain(
      'O pedido fica reservado para você até 27/11/2026, 12:30 (horário de Brasília). Depois disso, ele é cancelado se não for pago.',
    )
    const without = renderEmail('payment-refused', samples['payment-refused'], shop)
    expect(without.text).not.toContain('reservado')
  })

  it('greets "Olá!" when the order has no name to ship to', () => {
    const email = renderEmail(
      'payment-refused',
      { ...samples['payment-refused'], name: null },
      shop,
    )
    expect(email.text.startsWith('Olá!\n')).toBe(true)
  })

  it('refuses data without an order or with a negative total', () => {
    const data = samples['payment-refused']
    expect(() => renderEmail('payment-refused', { ...data, orderId: '' }, shop)).toThrow()
    expect(() => renderEmail('payment-refused', { ...data, totalCents: -1 }, shop)).toThrow()
  })
})
