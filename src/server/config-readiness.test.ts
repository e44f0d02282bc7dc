import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { availablePaymentMethods, missingSettings } from './config-readiness.ts'
import { LIVE_SHOP_ENV } from './testing/live-settings.ts'

const LIVE = { NODE_ENV: 'production', PUBLIC_URL: 'https://loja.com.br' }
const COMPLETE = LIVE_SHOP_ENV
const settingsOf = (env: Record<string, string>) =>
  missingSettings(loadConfig(env)).map((m) => m.setting)

describe('availablePaymentMethods', () => {
  it('offers PIX and card outside production, with nothing set (demo key, simulated card)', () => {
    expect(availablePaymentMethods(loadConfig({}))).toEqual(['pix', 'mercadopago'])
    expect(availablePaymentMethods(loadConfig({ NODE_ENV: 'test' }))).toEqual([
      'pix',
      'mercadopago',
    ])
  })

  it('in production offers PIX with PIX_KEY or MP_ACCESS_TOKEN, and card only with MP_ACCESS_TOKEN', () => {
    expect(availablePaymentMethods(loadConfig(LIVE))).toEqual([])
    expect(availablePaymentMethods(loadConfig({ ...LIVE, PIX_KEY: 'k' }))).toEqual(['pix'])
    // Mercado Pago's account takes PIX itself (dynamic charges, issue 19).
    expect(availablePaymentMethods(loadConfig({ ...LIVE, MP_ACCESS_TOKEN: 't' }))).toEqual([
      'pix',
      'mercadopago',
    ])
    expect(availablePaymentMethods(loadConfig(COMPLETE))).toEqual(['pix', 'mercadopago'])
  })
})

describe('missingSettings', () => {
  it('names nothing outside production', () => {
    expect(missingSettings(loadConfig({}))).toEqual([])
  })

  it('names each missing setting of a bare live shop with what it enables, in pt-BR', () => {
    expect(missingSettings(loadConfig({ NODE_ENV: 'production' }))).toEqual([
      { setting: 'PIX_KEY', enables: 'pagamento por PIX' },
      { setting: 'MP_ACCESS_TOKEN', enables: 'pagamento com cartão pelo Mercado Pago' },
      { setting: 'SMTP_URL', enables: 'envio de emails (até lá, ficam guardados na fila)' },
      {
        setting: 'PUBLIC_URL',
        enables: 'endereço da loja nos links dos emails e nos logins, compras e painel',
      },
      {
        setting: 'SHOP_WHATSAPP',
        enables: "botões 'Enviar Comprovante' e 'Conversar no WhatsApp'",
      },
    ])
  })

  it('names nothing when everything is set', () => {
    expect(missingSettings(loadConfig(COMPLETE))).toEqual([])
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

  it("never carries a setting's value", () => {
    const text = JSON.stringify(missingSettings(loadConfig({ ...COMPLETE, MAIL_FROM: '' })))
    for (const value of Object.values(COMPLETE)) expect(text).not.toContain(value)
  })
})
