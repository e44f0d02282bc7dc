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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined()
  })

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ SEED_DEMO: 'talvez' })).toThrow(/SEED_DEMO/)
    expect(() => loadConfig({ ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/)
  })
})
