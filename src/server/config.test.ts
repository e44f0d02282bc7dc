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
})
