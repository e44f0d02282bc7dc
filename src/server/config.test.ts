import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('has defaults that run the shop on PGlite in ./data on port 3000', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe('./data')
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.secureCookies).toBe(false)
    expect(config.pix.city).toBe('SAO PAULO')
    expect(config.seedDemo).toBe(true)
  })

  it('normalises the admin email and derives secure cookies from an https PUBLIC_URL', () => {
    const config = loadConfig({
      ADMIN_EMAIL: ' Dona@Loja.COM ',
      PUBLIC_URL: 'https://loja.com.br/',
    })
    expect(config.adminEmail).toBe('dona@loja.com')
    expect(config.publicUrl).toBe('https://loja.com.br')
    expect(config.secureCookies).toBe(true)
  })

  it('is in production with NODE_ENV=production or an https PUBLIC_URL, and only then', () => {
    expect(loadConfig({}).production).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false)
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.0.10:3000' }).production).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true)
    expect(loadConfig({ PUBLIC_URL: 'https://loja.com.br' }).production).toBe(true)
  })

  it('tells a PUBLIC_URL or MAIL_FROM that was set from the defaults', () => {
    expect(loadConfig({})).toMatchObject({ publicUrlSet: false, mailFromSet: false })
    const set = loadConfig({ PUBLIC_URL: 'http://localhost:3000', MAIL_FROM: 'Loja <a@b.com>' })
    expect(set).toMatchObject({ publicUrlSet: true, mailFromSet: true })
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined()
  })

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ SEED_DEMO: 'talvez' })).toThrow(/SEED_DEMO/)
    expect(() => loadConfig({ ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/)
  })

  it('takes TRACKING_URL only as an http(s) address with {codigo}, and leaves it unset when empty', () => {
    expect(loadConfig({}).trackingUrl).toBeUndefined()
    expect(loadConfig({ TRACKING_URL: '' }).trackingUrl).toBeUndefined()
    expect(loadConfig({ TRACKING_URL: ' https://t.example/r/{codigo} ' }).trackingUrl).toBe(
      'https://t.example/r/{codigo}',
    )
    expect(() => loadConfig({ TRACKING_URL: 'https://t.example/r/' })).toThrow(
      /TRACKING_URL: deve ser um endereço http\(s\) com \{codigo\}/,
    )
    expect(() => loadConfig({ TRACKING_URL: 'javascript:alert({codigo})' })).toThrow(/TRACKING_URL/)
  })

  it("takes PIX_EXPIRY_MINUTES within Mercado Pago's range (30 minutes to 30 days) when it is configured", () => {
    expect(loadConfig({}).pixExpiryMinutes).toBe(30)
    const mp = { MP_ACCESS_TOKEN: 'TEST-1' }
    expect(loadConfig({ ...mp, PIX_EXPIRY_MINUTES: '30' }).pixExpiryMinutes).toBe(30)
    expect(loadConfig({ ...mp, PIX_EXPIRY_MINUTES: '43200' }).pixExpiryMinutes).toBe(43200)
    for (const value of ['29', '43201', '0', '-5', '10.5', 'meia hora']) {
      expect(() => loadConfig({ ...mp, PIX_EXPIRY_MINUTES: value })).toThrow(/PIX_EXPIRY_MINUTES/)
    }
    expect(() => loadConfig({ ...mp, PIX_EXPIRY_MINUTES: '5' })).toThrow(
      'PIX_EXPIRY_MINUTES: deve estar entre 30 e 43200 minutos (o Mercado Pago aceita de 30 minutos a 30 dias)',
    )
    // The simulated provider (no MP_ACCESS_TOKEN) lets a test watch a charge expire in a minute.
    expect(loadConfig({ PIX_EXPIRY_MINUTES: '1' }).pixExpiryMinutes).toBe(1)
    expect(() => loadConfig({ PIX_EXPIRY_MINUTES: '0' })).toThrow(
      'PIX_EXPIRY_MINUTES: deve estar entre 1 e 43200 minutos',
    )
  })

  it('takes PAYMENT_SYNC_SECONDS from 1 to 86400, 60 by default', () => {
    expect(loadConfig({}).paymentSyncSeconds).toBe(60)
    expect(loadConfig({ PAYMENT_SYNC_SECONDS: '2' }).paymentSyncSeconds).toBe(2)
    for (const value of ['0', '86401', '1.5', 'já']) {
      expect(() => loadConfig({ PAYMENT_SYNC_SECONDS: value })).toThrow(/PAYMENT_SYNC_SECONDS/)
    }
  })
})
