import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { availablePaymentMethods, missingSettings } from './config-readiness.ts'
import { LIVE_SHOP_ENV } from './testing/live-settings.ts'

const LIVE = { NODE_ENV: 'production', PUBLIC_URL: 'https://loja.com.br' }
const COMPLETE = LIVE_SHOP_ENV
/** The shop as started with this environment: its settings are the ones the environment seeds. */
const methodsOf = (env: Record<string, string>) => {
  const config = loadConfig(env)
  return availablePaymentMethods(config, config.shopSeed)
}
const missingOf = (env: Record<string, string>) => {
  const config = loadConfig(env)
  return missingSettings(config, config.shopSeed)
}
const settingsOf = (env: Record<string, string>) => missingOf(env).map((m) => m.setting)
const IDENTITY = 'identificação de quem vende, exigida por lei (Decreto 7.962/2013)'

describe('availablePaymentMethods', () => {
  it('offers PIX and card outside production, with nothing set (demo key, simulated card)', () => {
    expect(methodsOf({})).toEqual(['pix', 'mercadopago'])
    expect(methodsOf({ NODE_ENV: 'test' })).toEqual(['pix', 'mercadopago'])
  })

  it('in production offers PIX with PIX_KEY or MP_ACCESS_TOKEN, and card only with MP_ACCESS_TOKEN', () => {
    expect(methodsOf(LIVE)).toEqual([])
    expect(methodsOf({ ...LIVE, PIX_KEY: 'k' })).toEqual(['pix'])
    // Mercado Pago's account takes PIX itself (dynamic charges, decision 018).
    expect(methodsOf({ ...LIVE, MP_ACCESS_TOKEN: 't' })).toEqual(['pix', 'mercadopago'])
    expect(methodsOf(COMPLETE)).toEqual(['pix', 'mercadopago'])
  })
})

describe('missingSettings', () => {
  it('names nothing outside production', () => {
    expect(missingOf({})).toEqual([])
  })

  it('names each missing setting of a bare live shop with what it enables, in pt-BR', () => {
    expect(missingOf({ NODE_ENV: 'production' })).toEqual([
      { setting: 'Loja › Chave PIX', enables: 'pagamento por PIX' },
      { setting: 'MP_ACCESS_TOKEN', enables: 'pagamento com cartão pelo Mercado Pago' },
      { setting: 'SMTP_URL', enables: 'envio de emails (até lá, ficam guardados na fila)' },
      {
        setting: 'PUBLIC_URL',
        enables: 'endereço da loja nos links dos emails e nos logins, compras e painel',
      },
      {
        setting: 'Loja › WhatsApp',
        enables: "botões 'Enviar Comprovante' e 'Conversar no WhatsApp'",
      },
      { setting: 'Loja › Razão social ou nome completo', enables: IDENTITY },
      { setting: 'Loja › CNPJ ou CPF', enables: IDENTITY },
      { setting: 'Loja › Endereço', enables: IDENTITY },
      { setting: 'Loja › Email', enables: IDENTITY },
    ])
  })

  it('names nothing when everything is set', () => {
    expect(missingOf(COMPLETE)).toEqual([])
  })

  it('asks for PUBLIC_URL only when NODE_ENV=production left it unset', () => {
    expect(settingsOf({ ...COMPLETE, PUBLIC_URL: '' })).toEqual(['PUBLIC_URL'])
    expect(settingsOf({ ...COMPLETE, NODE_ENV: '' })).toEqual([])
  })

  it("asks for Mercado Pago's public key and webhook secret only once card payments are on", () => {
    const noExtras = { ...COMPLETE, MP_PUBLIC_KEY: '', MP_WEBHOOK_SECRET: '' }
    expect(settingsOf(noExtras)).toEqual(['MP_PUBLIC_KEY', 'MP_WEBHOOK_SECRET'])
    expect(settingsOf({ ...noExtras, MP_ACCESS_TOKEN: '' })).toEqual(['MP_ACCESS_TOKEN'])
  })

  it('asks for MAIL_FROM only once emails are sent through SMTP', () => {
    expect(settingsOf({ ...COMPLETE, MAIL_FROM: '' })).toEqual(['MAIL_FROM'])
    expect(settingsOf({ ...COMPLETE, MAIL_FROM: '', SMTP_URL: '' })).toEqual(['SMTP_URL'])
  })

  it('names each missing field of who sells, and still offers every payment method', () => {
    expect(settingsOf({ ...COMPLETE, SHOP_LEGAL_NAME: '' })).toEqual([
      'Loja › Razão social ou nome completo',
    ])
    expect(settingsOf({ ...COMPLETE, SHOP_CNPJ: '' })).toEqual(['Loja › CNPJ ou CPF'])
    expect(settingsOf({ ...COMPLETE, SHOP_ADDRESS: '' })).toEqual(['Loja › Endereço'])
    expect(settingsOf({ ...COMPLETE, SHOP_EMAIL: '' })).toEqual(['Loja › Email'])
    expect(methodsOf({ ...COMPLETE, SHOP_CNPJ: '', SHOP_ADDRESS: '' })).toEqual([
      'pix',
      'mercadopago',
    ])
  })

  it("reads the PIX key and the WhatsApp from the panel's settings, not the environment", () => {
    const config = loadConfig({ ...COMPLETE, PIX_KEY: '', MP_ACCESS_TOKEN: '' })
    expect(availablePaymentMethods(config, config.shopSeed)).toEqual([])
    const panel = { ...config.shopSeed, pix: { ...config.shopSeed.pix, key: 'pix@loja.com.br' } }
    expect(availablePaymentMethods(config, panel)).toEqual(['pix'])
    expect(missingSettings(config, panel).map((m) => m.setting)).toEqual(['MP_ACCESS_TOKEN'])
    const noWhatsapp = { ...panel, whatsapp: '' }
    expect(missingSettings(config, noWhatsapp).map((m) => m.setting)).toEqual([
      'MP_ACCESS_TOKEN',
      'Loja › WhatsApp',
    ])
  })

  it("never carries a setting's value", () => {
    const text = JSON.stringify(missingOf({ ...COMPLETE, MAIL_FROM: '' }))
    for (const value of Object.values(COMPLETE)) expect(text).not.toContain(value)
  })
})
