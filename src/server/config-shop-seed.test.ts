import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { splitMailFrom } from './config-shop-seed.ts'

describe('the shop settings the environment seeds (issue 44)', () => {
  it("seeds the shop's settings from the environment, and keeps MAIL_FROM's address apart", () => {
    const config = loadConfig({
      SHOP_NAME: ' Ateliê Flor ',
      SHOP_WHATSAPP: '(11) 99999-0000',
      PIX_KEY: 'Pix@Loja.com.br',
      PIX_MERCHANT_NAME: 'Atelie Flor',
      SHOP_LEGAL_NAME: 'Ateliê Flor Ltda',
      SHOP_CNPJ: '12.abc.345/01de-35',
      SHOP_ADDRESS: 'Rua das Flores, 100 - Centro, São Paulo - SP',
      SHOP_EMAIL: 'Contato@Loja.com.br',
      MAIL_FROM: 'Equipe Ateliê <contato@loja.com.br>',
    })
    expect(config.shopSeed).toEqual({
      name: 'Ateliê Flor',
      legalName: 'Ateliê Flor Ltda',
      taxId: '12ABC34501DE35',
      address: {
        cep: '',
        street: 'Rua das Flores, 100 - Centro, São Paulo - SP',
        number: '',
        complement: '',
        neighborhood: '',
        city: '',
        state: '',
      },
      email: 'contato@loja.com.br',
      whatsapp: '11999990000',
      supportHours: '',
      pix: { key: 'pix@loja.com.br', merchantName: 'Atelie Flor', city: 'SAO PAULO' },
      senderName: 'Equipe Ateliê',
      image: '',
      banner: { image: '', text: '', link: '' },
    })
    expect(config.mailFromAddress).toBe('contato@loja.com.br')
    expect(loadConfig({ MAIL_FROM: 'contato@loja.com.br' })).toMatchObject({
      mailFromAddress: 'contato@loja.com.br',
      shopSeed: { senderName: '' },
    })
    expect(loadConfig({})).toMatchObject({
      mailFromAddress: 'nao-responda@localhost',
      shopSeed: { name: 'Vitrine', senderName: '', legalName: '', taxId: '', email: '' },
    })
    expect(() => loadConfig({ SHOP_CNPJ: '12.345.678/0001-00' })).toThrow(/SHOP_CNPJ/)
    expect(() => loadConfig({ SHOP_EMAIL: 'contato' })).toThrow(/SHOP_EMAIL/)
  })

  it('splits MAIL_FROM, dropping from the name what a From header or the panel refuses', () => {
    expect(splitMailFrom('"Loja" <a@b.com>')).toEqual({ name: 'Loja', address: 'a@b.com' })
    expect(splitMailFrom('Lo>ja\n <a@b.com>')).toEqual({ name: 'Loja', address: 'a@b.com' })
    expect(splitMailFrom(' a@b.com ')).toEqual({ name: '', address: 'a@b.com' })
  })
})
