import { describe, expect, it } from 'vitest'
import { processesNote } from './cluster.ts'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('has defaults that run the shop on PGlite in ./data on port 3000', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe('./data')
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.secureCookies).toBe(false)
    expect(config.shopSeed.pix.city).toBe('SAO PAULO')
    expect(config.seedDemo).toBe(true)
    expect(config.host).toBe('127.0.0.1')
  })

  it('keeps the photos in MEDIA_DIR (./media), beside DATA_DIR and never inside it', () => {
    expect(loadConfig({}).mediaDir).toBe('./media')
    expect(loadConfig({ MEDIA_DIR: '/srv/fotos' }).mediaDir).toBe('/srv/fotos')
    for (const env of [
      { MEDIA_DIR: './data' },
      { MEDIA_DIR: 'data/media' },
      { DATA_DIR: '/srv/loja', MEDIA_DIR: '/srv/loja/fotos' },
    ]) {
      expect(() => loadConfig(env)).toThrow(
        'MEDIA_DIR: não pode ser a pasta DATA_DIR nem ficar dentro dela',
      )
    }
    expect(loadConfig({ DATA_DIR: '/srv/loja/dados', MEDIA_DIR: '/srv/loja/fotos' }).mediaDir).toBe(
      '/srv/loja/fotos',
    )
  })

  it('seeds the demo data outside production mode only, unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({}).seedDemo).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false)
    expect(loadConfig({ PUBLIC_URL: 'https://loja.com.br' }).seedDemo).toBe(false)
    expect(loadConfig({ PUBLIC_URL: 'https://loja.com.br', SEED_DEMO: '' }).seedDemo).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true)
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })

  it('takes HOST as an IP address or a host name, 127.0.0.1 by default', () => {
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1')
    for (const host of [
      '0.0.0.0',
      '::',
      '::1',
      '192.168.0.10',
      'localhost',
      'loja.local',
      'web-1',
    ]) {
      expect(loadConfig({ HOST: host }).host).toBe(host)
    }
    expect(loadConfig({ HOST: ' 0.0.0.0 ' }).host).toBe('0.0.0.0')
    for (const host of [
      'http://0.0.0.0',
      '0.0.0.0:3000',
      'loja com espaço',
      '-loja',
      'a..b',
      '*',
      '999.1.1.1',
    ]) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(
        'HOST: deve ser um endereço IP (como 127.0.0.1 ou 0.0.0.0) ou um nome de máquina (como localhost)',
      )
    }
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

  it('takes CARD_EXPIRY_MINUTES from 10 minutes to 7 days, 60 by default', () => {
    expect(loadConfig({}).cardExpiryMinutes).toBe(60)
    expect(loadConfig({ CARD_EXPIRY_MINUTES: '' }).cardExpiryMinutes).toBe(60)
    expect(loadConfig({ CARD_EXPIRY_MINUTES: '10' }).cardExpiryMinutes).toBe(10)
    expect(loadConfig({ CARD_EXPIRY_MINUTES: '10080' }).cardExpiryMinutes).toBe(10080)
    for (const value of ['9', '10081', '0', '-60', '30.5', 'uma hora']) {
      expect(() => loadConfig({ CARD_EXPIRY_MINUTES: value })).toThrow(/CARD_EXPIRY_MINUTES/)
    }
    expect(() => loadConfig({ CARD_EXPIRY_MINUTES: '5' })).toThrow(
      'CARD_EXPIRY_MINUTES: deve estar entre 10 e 10080 minutos',
    )
    expect(() => loadConfig({ CARD_EXPIRY_MINUTES: 'uma hora' })).toThrow(
      'CARD_EXPIRY_MINUTES: deve ser um número inteiro de minutos',
    )
  })

  it('takes PAYMENT_SYNC_SECONDS from 1 to 86400, 60 by default', () => {
    expect(loadConfig({}).paymentSyncSeconds).toBe(60)
    expect(loadConfig({ PAYMENT_SYNC_SECONDS: '2' }).paymentSyncSeconds).toBe(2)
    for (const value of ['0', '86401', '1.5', 'já']) {
      expect(() => loadConfig({ PAYMENT_SYNC_SECONDS: value })).toThrow(/PAYMENT_SYNC_SECONDS/)
    }
  })

  it("takes LOG_LEVEL as one of pino's levels (info by default) and LOG_FORMAT as pretty or json", () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', logFormat: 'pretty' })
    expect(loadConfig({ LOG_LEVEL: '', LOG_FORMAT: '' })).toMatchObject({
      logLevel: 'info',
      logFormat: 'pretty',
    })
    expect(loadConfig({ LOG_LEVEL: ' Debug ', LOG_FORMAT: 'JSON' })).toMatchObject({
      logLevel: 'debug',
      logFormat: 'json',
    })
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level)
    }
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL: deve ser um destes: fatal, error, warn, info, debug, trace, silent',
    )
    expect(() => loadConfig({ LOG_FORMAT: 'texto' })).toThrow('LOG_FORMAT: deve ser pretty ou json')
  })

  describe('WEB_CONCURRENCY', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/loja' }

    it('is 1 by default: one process, as before', () => {
      expect(loadConfig(postgres)).toMatchObject({ webConcurrency: 1, webConcurrencyRequested: 1 })
      expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '' }).webConcurrency).toBe(1)
      expect(processesNote(loadConfig(postgres))).toBeNull()
    })

    it('takes 1 to 64 processes on PostgreSQL', () => {
      expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2)
      expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '64' }).webConcurrency).toBe(64)
      expect(processesNote(loadConfig({ ...postgres, WEB_CONCURRENCY: '2' }), [41, 42])).toBe(
        '  Processos: 2 atendendo na mesma porta (WEB_CONCURRENCY), pids 41, 42',
      )
    })

    it('stops the start on anything but a whole number of processes from 1 to 64, naming it', () => {
      for (const value of ['0', '-1', '65', '1.5', 'dois', 'max']) {
        expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/)
        // Checked on PGlite too: a typo is said at once, not when DATABASE_URL is set one day.
        expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/)
      }
      expect(() => loadConfig({ WEB_CONCURRENCY: 'dois' })).toThrow(
        'WEB_CONCURRENCY: deve ser um número inteiro de processos',
      )
      expect(() => loadConfig({ WEB_CONCURRENCY: '65' })).toThrow(
        'WEB_CONCURRENCY: deve estar entre 1 e 64 processos',
      )
    })

    it('is ignored on PGlite, which runs in one process, and the start log says so', () => {
      const config = loadConfig({ WEB_CONCURRENCY: '4' })
      expect(config).toMatchObject({ webConcurrency: 1, webConcurrencyRequested: 4 })
      expect(processesNote(config)).toBe(
        '  Processos: 1 (WEB_CONCURRENCY=4 ignorado: o banco embutido, PGlite, roda em um ' +
          'processo só; para vários, use PostgreSQL em DATABASE_URL)',
      )
      expect(processesNote(loadConfig({ WEB_CONCURRENCY: '1' }))).toBeNull()
    })
  })
})
