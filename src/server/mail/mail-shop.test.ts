import { describe, expect, it } from 'vitest'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import { EMAIL_SAMPLES } from '#server/testing/email-fixtures.ts'
import { mailShop } from './mail-shop.ts'
import { renderEmail } from './templates.ts'
import { mailFromHeader } from './worker.ts'

const PHOTO = `/media/${'ab'.repeat(16)}-1280.webp`

describe("the e-mails' shop, from the panel's settings (issue 44)", () => {
  it('ends every e-mail with who sells, in text and html', () => {
    const shop = mailShop('https://loja.example', SHOP_SETTINGS_SAMPLE)
    const email = renderEmail('order-confirmation', EMAIL_SAMPLES['order-confirmation'], shop)
    expect(email.text).toContain(
      [
        '--',
        'João da Silva Acessórios Ltda · CNPJ 12.ABC.345/01DE-35',
        'Avenida Paulista, 1000, Sala 2 - Bela Vista, São Paulo - SP, CEP 01310-100',
        'contato@oficinadojoao.com.br · WhatsApp (11) 98765-4321',
        'Atendimento: Seg a sex, 9h às 18h',
      ].join('\n'),
    )
    expect(email.html).toContain('João da Silva Acessórios Ltda · CNPJ 12.ABC.345/01DE-35<br>')
  })

  it("puts the shop's image on top: an uploaded photo as its JPEG, at the shop's address", () => {
    const shop = mailShop('https://loja.example', { ...SHOP_SETTINGS_SAMPLE, image: PHOTO })
    expect(shop.image).toBe(`https://loja.example/media/${'ab'.repeat(16)}-1200.jpg`)
    const email = renderEmail('welcome', EMAIL_SAMPLES.welcome, shop)
    expect(email.html).toContain(`<img src="${shop.image}" alt="Oficina do João"`)
    const typed = mailShop('https://loja.example', {
      ...SHOP_SETTINGS_SAMPLE,
      image: 'https://cdn.exemplo.com/logo.png',
    })
    expect(typed.image).toBe('https://cdn.exemplo.com/logo.png')
  })

  it('without an identity or image, adds nothing', () => {
    const shop = mailShop('https://loja.example', {
      ...SHOP_SETTINGS_SAMPLE,
      legalName: '',
      taxId: '',
      address: {
        ...SHOP_SETTINGS_SAMPLE.address,
        street: '',
        city: '',
        cep: '',
        number: '',
        complement: '',
        neighborhood: '',
        state: '',
      },
      email: '',
      whatsapp: '',
      supportHours: '',
      image: '',
    })
    const email = renderEmail('welcome', EMAIL_SAMPLES.welcome, shop)
    expect(email.text).not.toContain('--')
    expect(email.text.trimEnd().endsWith('Equipe Oficina do João')).toBe(true)
    expect(email.html).not.toContain('<img')
  })

  it('sends from the sender name the owner set, at MAIL_FROM’s address', () => {
    expect(mailFromHeader('Oficina do João', 'contato@loja.com.br')).toBe(
      '"Oficina do João" <contato@loja.com.br>',
    )
  })
})
