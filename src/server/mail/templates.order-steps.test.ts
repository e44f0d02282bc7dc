import { describe, expect, it } from 'vitest'
import {
  EMAIL_SAMPLES as samples,
  EMAIL_SHOP as shop,
  ORDER_ID as orderId,
} from '#server/testing/email-fixtures.ts'
import { renderEmail, renderStoredEmail } from './templates.ts'

// The customer's emails as the order moves (decision 016), and the PIX order's code.
const ordersAnchor = `https://loja.example/orders#pedido-${orderId}`
const PIX_CODE =
  '00020126360014BR.GOV.BCB.PIX0114+55119999900005204000053039865406123.455802BR5907VITRINE6009SAO PAULO62120508abc123456304ABCD'

describe('order confirmation of a PIX order', () => {
  it('carries the amount to pay, the Copia e Cola code in its own block and how to pay', () => {
    const email = renderEmail(
      'order-confirmation',
      { ...samples['order-confirmation'], pixCode: PIX_CODE },
      shop,
    )
    expect(email.text).toContain('Valor a pagar: R$\u00a01.234,50')
    expect(email.text).toContain(
      'abra o app do seu banco, escolha PIX Copia e Cola e cole o código abaixo',
    )
    expect(email.text).toContain(`Código PIX Copia e Cola:\n\n${PIX_CODE}\n\n`)
    expect(email.html).toContain(`word-break:break-all;`)
    expect(email.html).toContain(`${PIX_CODE}</p>`)
  })

  it('a card order, and one queued before the code existed, have no PIX block', () => {
    const card = renderEmail(
      'order-confirmation',
      { ...samples['order-confirmation'], paymentMethod: 'mercadopago', pixCode: PIX_CODE },
      shop,
    )
    expect(card.text).not.toContain('Copia e Cola')
    const before = renderStoredEmail('order-confirmation', samples['order-confirmation'], shop)
    expect(before.text).not.toContain('Copia e Cola')
    expect(before.text).toContain('Total: R$\u00a01.234,50')
  })
})

describe('payment confirmed', () => {
  it("says 'Pagamento confirmado', the amount, what was bought and links to /orders", () => {
    const email = renderEmail('payment-confirmed', samples['payment-confirmed'], shop)
    expect(email.subject).toBe('Pagamento confirmado: pedido #1a2b3c4d - Vitrine')
    expect(email.text).toContain('Olá, Maria!')
    expect(email.html).toContain('<strong>Pagamento confirmado</strong>')
    expect(email.text).toContain(
      'Recebemos o pagamento de R$\u00a01.234,50 do seu pedido #1a2b3c4d',
    )
    expect(email.text).toContain('- 2 x Capa de volante\n- 1 x Tapete')
    expect(email.text).toContain('https://loja.example/orders')
  })

  it('greets with a plain Olá! when the order ships to no name', () => {
    const email = renderEmail(
      'payment-confirmed',
      { ...samples['payment-confirmed'], name: null },
      shop,
    )
    expect(email.text.startsWith('Olá!\n')).toBe(true)
  })
})

describe('shipped', () => {
  it('with TRACKING_URL: the code and its link, "Rastrear pedido"', () => {
    const email = renderEmail('shipped', samples.shipped, shop)
    expect(email.subject).toBe('Pedido #1a2b3c4d enviado - Vitrine')
    expect(email.text).toContain(
      'Código de rastreio:\n\nAA123456789BR\n\nRastrear pedido:\nhttps://rastreio.example/AA123456789BR',
    )
    expect(email.html).toContain('href="https://rastreio.example/AA123456789BR"')
    expect(email.text).not.toContain('Copiar')
  })

  it("without TRACKING_URL: the code, and 'Copiar' to the order in /orders", () => {
    const email = renderEmail('shipped', { ...samples.shipped, trackingUrl: null }, shop)
    expect(email.text).toContain(`AA123456789BR\n\nCopiar:\n${ordersAnchor}`)
    expect(email.html).toContain(
      `<a href="${ordersAnchor}" style="color:#b45309;font-weight:bold;">Copiar</a>`,
    )
    expect(email.text).not.toContain('Rastrear pedido')
  })

  it('marked Enviado without a code: the code comes in another email', () => {
    const email = renderEmail(
      'shipped',
      { ...samples.shipped, trackingCode: null, trackingUrl: null },
      shop,
    )
    expect(email.text).toContain('O código de rastreio chega em outro email')
    expect(email.text).not.toContain('Código de rastreio:')
    expect(email.text).not.toContain('Copiar')
  })

  it('escapes a code typed with markup, in the block and the link', () => {
    const code = '<script>alert(1)</script>'
    const email = renderEmail(
      'shipped',
      {
        ...samples.shipped,
        trackingCode: code,
        trackingUrl: 'https://rastreio.example/?c="><script>',
      },
      shop,
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(email.html).toContain('href="https://rastreio.example/?c=&quot;&gt;&lt;script&gt;"')
    expect(email.text).toContain(code)
  })
})

describe('tracking code updated', () => {
  it("a corrected code: 'Código de rastreio atualizado' and the new code", () => {
    const email = renderEmail('tracking-updated', samples['tracking-updated'], shop)
    expect(email.subject).toBe('Código de rastreio atualizado - pedido #1a2b3c4d')
    expect(email.text).toContain('mudou')
    expect(email.text).toContain(`BB987654321BR\n\nCopiar:\n${ordersAnchor}`)
  })

  it('the first code of an order shipped without one is not called a correction', () => {
    const email = renderEmail(
      'tracking-updated',
      {
        ...samples['tracking-updated'],
        corrected: false,
        trackingUrl: 'https://rastreio.example/BB',
      },
      shop,
    )
    expect(email.subject).toBe('Código de rastreio do pedido #1a2b3c4d - Vitrine')
    expect(email.text).toContain('Aqui está o código de rastreio')
    expect(email.text).toContain('Rastrear pedido:\nhttps://rastreio.example/BB')
  })
})

describe('delivered', () => {
  it('confirmed by the owner: delivered', () => {
    const email = renderEmail('delivered', samples.delivered, shop)
    expect(email.subject).toBe('Pedido #1a2b3c4d entregue - Vitrine')
    expect(email.text).toContain('Seu pedido #1a2b3c4d foi entregue.')
    expect(email.text).not.toContain('deve ter chegado')
  })

  it('by the 30-day check: worded as an assumption, with a way to reach the shop', () => {
    const email = renderEmail('delivered', { ...samples.delivered, assumed: true }, shop)
    expect(email.subject).toBe('Seu pedido #1a2b3c4d deve ter chegado - Vitrine')
    expect(email.text).toContain('Seu pedido deve ter chegado. Se não chegou, fale conosco')
    expect(email.text).toContain('é só responder a este email')
    expect(email.text).not.toContain('foi entregue')
    const whatsapp = renderEmail(
      'delivered',
      {
        ...samples.delivered,
        assumed: true,
        contactUrl: 'https://wa.me/5511999990000?text=Ol%C3%A1',
      },
      shop,
    )
    expect(whatsapp.html).toContain('href="https://wa.me/5511999990000?text=Ol%C3%A1"')
    expect(whatsapp.text).toContain('Falar com a loja no WhatsApp')
  })
})

describe('cancelled', () => {
  const cancelled = (more: Partial<typeof samples.cancelled>) =>
    renderEmail('cancelled', { ...samples.cancelled, ...more }, shop).text

  it('never paid, PIX: nothing charged; if the PIX was made, talk to the shop', () => {
    const email = renderEmail('cancelled', samples.cancelled, shop)
    expect(email.subject).toBe('Pedido #1a2b3c4d cancelado - Vitrine')
    const text = cancelled({})
    expect(text).toContain('Nenhum valor foi cobrado por este pedido.')
    expect(text).toContain('Se você já fez o PIX de R$\u00a01.234,50, fale conosco')
    expect(text).toContain('https://wa.me/5511999990000')
  })

  it('never paid, card rejected: nothing charged, questions to the shop', () => {
    const text = cancelled({ paymentMethod: 'mercadopago', mayHavePaid: false, contactUrl: null })
    expect(text).toContain('Nenhum valor foi cobrado por este pedido.')
    expect(text).not.toContain('PIX')
    expect(text).toContain('Se tiver alguma dúvida, fale conosco')
    expect(text).toContain('é só responder a este email')
  })

  it('refunded by Mercado Pago: the amount went back to the card or account', () => {
    const text = cancelled({ paymentMethod: 'mercadopago', refund: 'returned', mayHavePaid: false })
    expect(text).toContain('O valor de R$\u00a01.234,50 foi devolvido pelo Mercado Pago')
    expect(text).not.toContain('Nenhum valor')
  })

  it('paid, cancelled by the shop: the shop returns the amount, by PIX or by Mercado Pago', () => {
    const pix = cancelled({ refund: 'shop-returns', mayHavePaid: false })
    expect(pix).toContain(
      'vamos devolver o valor de R$\u00a01.234,50 por PIX, para a conta de onde veio o pagamento',
    )
    expect(pix).toContain('A devolução é feita pela nossa equipe')
    const card = cancelled({
      paymentMethod: 'mercadopago',
      refund: 'shop-returns',
      mayHavePaid: false,
    })
    expect(card).toContain('pelo Mercado Pago, para o mesmo cartão usado na compra')
  })

  it('refuses a refund it does not know and a contact that is not a web address', () => {
    expect(() =>
      renderStoredEmail('cancelled', { ...samples.cancelled, refund: 'talvez' }, shop),
    ).toThrow()
    expect(() =>
      renderStoredEmail(
        'cancelled',
        { ...samples.cancelled, contactUrl: 'javascript:alert(1)' },
        shop,
      ),
    ).toThrow()
    expect(() =>
      renderStoredEmail(
        'shipped',
        { ...samples.shipped, trackingUrl: 'javascript:alert(1)' },
        shop,
      ),
    ).toThrow()
  })
})
