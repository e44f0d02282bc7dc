import { describe, expect, it } from 'vitest'
import {
  EMAIL_SAMPLES as samples,
  EMAIL_SHOP as shop,
  ORDER_ID as orderId,
} from '#server/testing/email-fixtures.ts'
import { EMAIL_TYPES, renderEmail, renderStoredEmail } from './templates.ts'

describe('renderEmail', () => {
  it.each(EMAIL_TYPES)('%s renders a pt-BR subject, text and html', (type) => {
    const email = renderStoredEmail(type, samples[type], shop)
    expect(email.subject.length).toBeGreaterThan(5)
    expect(email.text).toContain('Olá')
    expect(email.html).toContain('<html lang="pt-BR">')
    expect(email.html).toContain('Olá')
  })

  it('welcome: the account email and the login link, never a password', () => {
    const email = renderEmail('welcome', samples.welcome, shop)
    expect(email.subject).toBe('Sua conta foi criada - Vitrine')
    expect(email.text).toContain('maria@example.com')
    expect(email.text).toContain('https://loja.example/login')
    expect(email.html).toContain('href="https://loja.example/login"')
    expect(email.text.toLowerCase()).not.toContain('senha')
    expect(email.text).toContain('Equipe Vitrine')
  })

  it('welcome: greets by name, and only "Olá!" while the name is still the email', () => {
    expect(renderEmail('welcome', samples.welcome, shop).text).toContain('Olá, Maria!')
    const checkout = { name: 'cliente@exemplo.com', email: 'cliente@exemplo.com' }
    const email = renderEmail('welcome', checkout, shop)
    expect(email.text).toContain('Olá!')
    expect(email.text).not.toContain('Olá, cliente@exemplo.com')
    expect(email.html).toContain('Olá!')
    expect(email.html).not.toContain('Olá, cliente@exemplo.com')
  })

  it('password reset: the link, 1 hour, and "ignore if you did not ask"', () => {
    const email = renderEmail('password-reset', samples['password-reset'], shop)
    expect(email.subject).toBe('Redefinição de senha - Vitrine')
    expect(email.text).toContain('https://loja.example/reset-password?token=abc')
    expect(email.text).toContain('1 hora')
    expect(email.text).toContain('ignorar este email')
    const admin = renderEmail('password-reset-admin', samples['password-reset-admin'], shop)
    expect(admin.text).toContain('Nossa equipe pediu a redefinição')
    expect(admin.html).toContain('href="https://loja.example/reset-password?t=x"')
  })

  it('order confirmation: short id, items, total in R$ and the orders link', () => {
    const email = renderEmail('order-confirmation', samples['order-confirmation'], shop)
    expect(email.subject).toBe('Pedido #1a2b3c4d recebido - Vitrine')
    expect(email.text).toContain('- 2 x Capa de volante - R$\u00a0100,00')
    expect(email.text).toContain('Total: R$\u00a01.234,50')
    expect(email.text).toContain('Forma de pagamento: PIX')
    expect(email.text).toContain('https://loja.example/orders')
    expect(email.html).toContain('<li>1 x Tapete - R$\u00a01.134,50</li>')
  })

  it('new order: to the shop, with customer, total, payment, items, address and the order link', () => {
    const email = renderEmail('new-order', samples['new-order'], shop)
    expect(email.subject).toBe('Novo pedido #1a2b3c4d - R$\u00a01.234,50')
    expect(email.text).toContain('Cliente: Maria')
    expect(email.text).toContain('Forma de pagamento: Mercado Pago')
    expect(email.text).toContain('Itens:\n\n- 2 x Capa de volante\n- 1 x Tapete\n')
    expect(email.text).toContain(
      'Endereço de entrega:\nMaria\nAvenida Paulista, 1000 - Apto 12\nBela Vista\nSão Paulo/SP\nCEP 01310-100',
    )
    expect(email.text).toContain(
      `Ver pedido no painel:\nhttps://loja.example/admin/pedidos/${orderId}`,
    )
    expect(email.html).toContain(
      `<a href="https://loja.example/admin/pedidos/${orderId}" style="color:#b45309;font-weight:bold;">Ver pedido no painel</a>`,
    )
    expect(email.html).toContain('<li>2 x Capa de volante</li>')
    expect(email.html).toContain('Bela Vista<br>São Paulo/SP<br>CEP 01310-100')
  })

  it('new order: no complement, no dash; html escaped', () => {
    const address = { ...samples['new-order'].address!, complement: null }
    const email = renderEmail(
      'new-order',
      {
        ...samples['new-order'],
        address: { ...address, street: '<b>Rua</b> & Cia' },
        items: [{ name: '<img src=x>', quantity: 1 }],
      },
      shop,
    )
    expect(email.text).toContain('<b>Rua</b> & Cia, 1000\nBela Vista')
    expect(email.html).toContain('&lt;b&gt;Rua&lt;/b&gt; &amp; Cia, 1000<br>')
    expect(email.html).not.toContain('<img')
  })

  it('new order queued before issue 17 (no items, no address) still renders, with the order link', () => {
    const queuedBefore = {
      orderId,
      customerName: 'Maria',
      totalCents: 123450,
      paymentMethod: 'pix',
    }
    const email = renderStoredEmail('new-order', queuedBefore, shop)
    expect(email.subject).toBe('Novo pedido #1a2b3c4d - R$\u00a01.234,50')
    expect(email.text).toContain('Forma de pagamento: PIX')
    expect(email.text).not.toContain('Itens:')
    expect(email.text).not.toContain('Endereço de entrega')
    expect(email.text).toContain(`https://loja.example/admin/pedidos/${orderId}`)
  })

  it('custom project: the project, its price and the cart link; html escaped', () => {
    const email = renderEmail('custom-project', samples['custom-project'], shop)
    expect(email.subject).toBe('Um projeto feito para você - Vitrine')
    expect(email.text).toContain('Tapete sob medida')
    expect(email.text).toContain('Valor: R$\u00a0250,00')
    expect(email.text).toContain('https://loja.example/cart')
    expect(email.html).toContain('href="https://loja.example/cart"')
    const evil = renderEmail(
      'custom-project',
      { ...samples['custom-project'], projectName: '<b onclick=x>Capa</b>' },
      shop,
    )
    expect(evil.html).not.toContain('<b onclick')
    expect(evil.html).toContain('&lt;b onclick=x&gt;Capa&lt;/b&gt;')
  })

  it("project invitation: 'Seu projeto está pronto', the invitation's link, its 7 days and one use", () => {
    const email = renderEmail('project-invitation', samples['project-invitation'], shop)
    expect(email.subject).toBe('Seu projeto está pronto - Vitrine')
    expect(email.text).toContain('Tapete sob medida')
    expect(email.text).toContain('Valor: R$\u00a0250,00')
    expect(email.text).toContain(samples['project-invitation'].invitationUrl)
    expect(email.html).toContain(
      'href="https://loja.example/invitation?email=maria%40example.com&amp;token=abc"',
    )
    expect(email.text).toContain('O link vale por 7 dias e só pode ser usado uma vez.')
    expect(() =>
      renderEmail(
        'project-invitation',
        { ...samples['project-invitation'], invitationUrl: 'javascript:alert(1)' },
        shop,
      ),
    ).toThrow()
  })

  it('escapes user input in the html (and leaves the text as typed)', () => {
    const name = '<script>alert("x")</script> & Cia'
    const email = renderEmail(
      'order-confirmation',
      {
        ...samples['order-confirmation'],
        name,
        items: [{ name: '<img src=x onerror=alert(1)>', quantity: 1, unitPriceCents: 100 }],
      },
      shop,
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img')
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cia')
    expect(email.text).toContain(name)
    const evilShop = renderEmail('welcome', samples.welcome, { ...shop, shopName: '<b>Loja</b>' })
    expect(evilShop.html).toContain('Equipe &lt;b&gt;Loja&lt;/b&gt;')
  })

  it('throws on wrong data', () => {
    expect(() => renderStoredEmail('welcome', { name: 'Maria' }, shop)).toThrow()
    expect(() =>
      renderStoredEmail('welcome', { name: 'Maria', email: 'não é email' }, shop),
    ).toThrow()
    expect(() =>
      renderStoredEmail('password-reset', { name: 'M', resetUrl: 'javascript:alert(1)' }, shop),
    ).toThrow()
    expect(() =>
      renderStoredEmail(
        'order-confirmation',
        { ...samples['order-confirmation'], items: [] },
        shop,
      ),
    ).toThrow()
    expect(() =>
      renderStoredEmail('new-order', { ...samples['new-order'], totalCents: 1.5 }, shop),
    ).toThrow()
    expect(() =>
      renderStoredEmail('new-order', { ...samples['new-order'], items: [] }, shop),
    ).toThrow()
    expect(() =>
      renderStoredEmail(
        'new-order',
        { ...samples['new-order'], items: [{ name: 'Capa', quantity: 0 }] },
        shop,
      ),
    ).toThrow()
    expect(() => renderStoredEmail('boleto', {}, shop)).toThrow('Tipo de email desconhecido')
  })
})
