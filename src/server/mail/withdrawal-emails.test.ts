import { describe, expect, it } from 'vitest'
import {
  EMAIL_SAMPLES,
  EMAIL_SHOP as shop,
  ORDER_ID as orderId,
} from '#server/testing/email-fixtures.ts'
import { renderEmail, renderStoredEmail } from './templates.ts'

// The withdrawal within 7 days (decision 039): the customer's receipt, the owner's to-do, the refund.
const received = EMAIL_SAMPLES['withdrawal-received']
const owner = EMAIL_SAMPLES['withdrawal-requested-owner']
const refund = EMAIL_SAMPLES['refund-made']
const EVIL = '<script>alert("x")</script> & Cia'
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia'
const total = 'R$\u00a01.234,50'

describe("'Recebemos sua desistência' (Decreto 7.962/2013, art. 5, § 4)", () => {
  it('confirms the receipt with its date and time in Brasília, the policy and the WhatsApp', () => {
    const email = renderEmail('withdrawal-received', received, shop)
    expect(email.subject).toBe('Recebemos sua desistência — pedido #1a2b3c4d')
    expect(email.text.startsWith('Olá, Maria!\n')).toBe(true)
    expect(email.text).toContain(
      'Recebemos o seu pedido de desistência da compra #1a2b3c4d em 27/11/2026 às 12:30 (horário de Brasília). Este e-mail é a confirmação de que ele chegou até nós.',
    )
    expect(email.text).toContain(
      'Política de trocas e devoluções:\nhttps://loja.example/trocas-e-devolucoes',
    )
    expect(email.text).toContain('Falar com a loja no WhatsApp:\nhttps://wa.me/5511999990000')
    expect(email.html).toContain('href="https://loja.example/trocas-e-devolucoes"')
    expect(email.html).toContain('href="https://wa.me/5511999990000"')
    expect(email.text).toContain('Um abraço,\nEquipe Vitrine')
    expect(email.text).not.toContain('Motivo informado')
  })

  it('an order not sent yet is cancelled and all of it paid back', () => {
    const email = renderEmail('withdrawal-received', received, shop)
    expect(email.text).toContain(
      `Como o pedido ainda não foi enviado, ele será cancelado e todo o valor pago (${total}) será devolvido.`,
    )
    expect(email.text).not.toContain('devolução do produto')
  })

  it('an order sent comes back at no cost, and all of it is paid back (CDC art. 49)', () => {
    const email = renderEmail('withdrawal-received', { ...received, mode: 'return' }, shop)
    expect(email.text).toContain(
      `Vamos combinar com você a devolução do produto, sem custo para você. Todo o valor pago (${total}) será devolvido, como garante o Código de Defesa do Consumidor (art. 49).`,
    )
    expect(email.text).not.toContain('ainda não foi enviado')
  })

  it("greets 'Olá!' without a name; without WhatsApp, the customer answers the email", () => {
    const email = renderEmail(
      'withdrawal-received',
      { ...received, name: null, contactUrl: null },
      shop,
    )
    expect(email.text.startsWith('Olá!\n')).toBe(true)
    expect(email.text).not.toContain('WhatsApp')
    expect(email.text).toContain('Para falar com a loja, é só responder a este email.')
  })

  it('shows the reason as typed, escaped in the html, and the name escaped too', () => {
    const data = { ...received, name: EVIL, reason: EVIL }
    const email = renderEmail('withdrawal-received', data, shop)
    expect(email.text).toContain(`Motivo informado: ${EVIL}`)
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain(`Motivo informado: ${ESCAPED}`)
    expect(email.html).toContain(`Olá, ${ESCAPED}!`)
  })
})

describe("'Desistência solicitada' to the owner", () => {
  it('who, when, the total, the payment and the link to the order', () => {
    const email = renderEmail('withdrawal-requested-owner', owner, shop)
    expect(email.subject).toBe('Desistência solicitada — pedido #1a2b3c4d')
    expect(email.text.startsWith('Olá!\n')).toBe(true)
    expect(email.text).toContain('- Cliente: Maria (maria@example.com)')
    expect(email.text).toContain(
      '- Pedido de desistência em: 27/11/2026 às 12:30 (horário de Brasília)',
    )
    expect(email.text).toContain(`- Total: ${total}`)
    expect(email.text).toContain('- Forma de pagamento: Cartão de crédito (Mercado Pago)')
    expect(email.text).toContain(`Abrir o pedido:\nhttps://loja.example/admin/pedidos/${orderId}`)
    expect(email.html).toContain(`href="https://loja.example/admin/pedidos/${orderId}"`)
    const pix = renderEmail('withdrawal-requested-owner', { ...owner, paymentMethod: 'pix' }, shop)
    expect(pix.text).toContain('- Forma de pagamento: PIX')
  })

  it.each([
    ['cancel', 'O pedido ainda não foi enviado: cancele-o e devolva o valor pago.'],
    [
      'return',
      'O pedido já foi enviado: combine a devolução com o cliente, faça o reembolso e marque "Produto devolvido" quando o pacote voltar.',
    ],
  ] as const)('mode %s says what to do', (mode, todo) => {
    const email = renderEmail('withdrawal-requested-owner', { ...owner, mode }, shop)
    expect(email.text).toContain(todo)
    expect(email.html).toContain(`<strong>${todo.replace(/"/g, '&quot;')}</strong>`)
  })

  it('names whichever of name and email the order has', () => {
    const render = (customerName: string | null, customerEmail: string | null) =>
      renderEmail('withdrawal-requested-owner', { ...owner, customerName, customerEmail }, shop)
    expect(render(null, 'maria@example.com').text).toContain('- Cliente: maria@example.com')
    expect(render('Maria', null).text).toContain('- Cliente: Maria\n')
    expect(render(null, null).text).toContain('- Cliente: não informado')
  })

  it('escapes the name, the email and the reason in the html', () => {
    const data = { ...owner, customerName: EVIL, customerEmail: EVIL, reason: EVIL }
    const email = renderEmail('withdrawal-requested-owner', data, shop)
    expect(email.text).toContain(`Motivo informado: ${EVIL}`)
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain(`Cliente: ${ESCAPED} (${ESCAPED})`)
    expect(email.html).toContain(`Motivo informado: ${ESCAPED}`)
  })
})

describe("'Reembolso feito'", () => {
  it('the amount, the order, the day in Brasília, and that the order was cancelled', () => {
    const email = renderEmail('refund-made', refund, shop)
    expect(email.subject).toBe('Reembolso feito — pedido #1a2b3c4d')
    expect(email.text.startsWith('Olá, Maria!\n')).toBe(true)
    // 02:30 UTC on 2 December is still 1 December in Brasília.
    expect(email.text).toContain(
      `Devolvemos ${total} referentes ao pedido #1a2b3c4d, em 01/12/2026. O pedido foi cancelado.`,
    )
    expect(email.text).toContain('Um abraço,\nEquipe Vitrine')
  })

  it.each([
    [
      'mercadopago',
      'mercadopago',
      'No cartão de crédito, o estorno aparece na fatura em até duas faturas, conforme o banco emissor do cartão.',
    ],
    ['pix', 'mercadopago', 'O valor volta para a conta de onde o PIX foi pago.'],
    ['pix', 'pix-manual', 'Fizemos um PIX de volta para você.'],
    ['mercadopago', 'pix-manual', 'Fizemos um PIX de volta para você.'],
  ] as const)(
    'paid by %s, refunded via %s: says where the money is',
    (paymentMethod, via, says) => {
      const email = renderEmail('refund-made', { ...refund, paymentMethod, via }, shop)
      expect(email.text).toContain(says)
      const others = [
        'estorno aparece na fatura',
        'conta de onde o PIX foi pago',
        'Fizemos um PIX de volta',
      ].filter((o) => !says.includes(o))
      for (const other of others) expect(email.text).not.toContain(other)
    },
  )

  it("greets 'Olá!' without a name and escapes the name in the html", () => {
    expect(renderEmail('refund-made', { ...refund, name: null }, shop).text).toMatch(/^Olá!\n/)
    const evil = renderEmail('refund-made', { ...refund, name: EVIL }, shop)
    expect(evil.html).not.toContain('<script>')
    expect(evil.html).toContain(`Olá, ${ESCAPED}!`)
  })
})

describe('the schemas refuse bad data', () => {
  it.each([
    ['withdrawal-received', { ...received, mode: 'exchange' }],
    ['withdrawal-received', { ...received, totalCents: -1 }],
    ['withdrawal-received', { ...received, orderId: '' }],
    ['withdrawal-received', { ...received, requestedAt: '27/11/2026' }],
    ['withdrawal-received', { ...received, contactUrl: 'javascript:alert(1)' }],
    ['withdrawal-requested-owner', { ...owner, mode: 'cancelar' }],
    ['withdrawal-requested-owner', { ...owner, totalCents: 1.5 }],
    ['withdrawal-requested-owner', { ...owner, paymentMethod: 'boleto' }],
    ['refund-made', { ...refund, amountCents: -100 }],
    ['refund-made', { ...refund, via: 'cash' }],
    ['refund-made', { ...refund, paymentMethod: 'boleto' }],
    ['refund-made', { ...refund, refundedAt: 'ontem' }],
  ])('%s: %j', (type, data) => {
    expect(() => renderStoredEmail(type, data, shop)).toThrow()
  })

  it('the reason is given, null for none; a blank one shows nothing', () => {
    const blank = renderEmail('withdrawal-received', { ...received, reason: '   ' }, shop)
    expect(blank.text).not.toContain('Motivo informado')
    const noReason: Record<string, unknown> = { ...received }
    delete noReason.reason
    expect(() => renderStoredEmail('withdrawal-received', noReason, shop)).toThrow()
  })
})

describe("'Sua peça está em produção' (decision 046)", () => {
  const started = EMAIL_SAMPLES['production-started']
  it('tells the customer the piece is being made and the site’s button ends here, with the way to talk', () => {
    const email = renderEmail('production-started', started, shop)
    expect(email.subject).toBe('Sua peça está em produção — pedido #1a2b3c4d')
    expect(email.text.startsWith('Olá, Maria!\n')).toBe(true)
    expect(email.text).toContain(
      'Começamos a produzir a sua peça sob encomenda do pedido #1a2b3c4d em 02/12/2026 às 10:30 (horário de Brasília).',
    )
    expect(email.text).toContain('a desistência pelo botão do site termina aqui')
    expect(email.text).toContain('respeitando o seu direito de arrependimento (CDC, art. 49)')
    expect(email.html).toContain(`href="${started.contactUrl}"`)
    expect(email.text).toContain('https://loja.example/trocas-e-devolucoes')
  })

  it('refuses stored data that is not its shape', () => {
    expect(() =>
      renderStoredEmail('production-started', { ...started, startedAt: 'hoje' }, shop),
    ).toThrow()
    expect(() =>
      renderStoredEmail('production-started', { ...started, contactUrl: 'javascript:x' }, shop),
    ).toThrow()
  })
})
