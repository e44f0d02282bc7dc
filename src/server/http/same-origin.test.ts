import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import type { Database } from '#server/db/client.ts'
import { testConfig } from '#server/testing/test-app.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { handleError } from './error-handler.ts'
import {
  addressNote,
  allowedOrigins,
  DEV_SERVER_ORIGIN,
  requestOrigin,
  sameOrigin,
} from './same-origin.ts'

const REFUSED = {
  error: { code: 'forbidden', message: 'Origem da requisição não permitida.' },
}
const LOGIN = JSON.stringify({ email: 'ninguem@exemplo.com', password: 'errada-123' })

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

/** The real app, called raw: only the headers each test names. */
function shop(env: Record<string, string>) {
  let app: ReturnType<typeof buildApp> | undefined
  return (path: string, headers: Record<string, string>, method = 'POST') =>
    (app ??= buildApp({ config: testConfig(env), db: database.db })).request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: method === 'GET' ? undefined : LOGIN,
    })
}

async function body(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown }
}

describe('the same-origin check trusts PUBLIC_URL, never Host', () => {
  const call = shop({ PUBLIC_URL: 'https://loja.exemplo.com.br' })

  it("a page of PUBLIC_URL's origin passes (the login answers on its own terms)", async () => {
    const res = await call('/api/auth/login', {
      host: 'loja.exemplo.com.br',
      origin: 'https://loja.exemplo.com.br',
    })
    expect(res.status).toBe(401)
  })

  it("Host: evil.example with Origin: http://evil.example is refused (the issue's attack)", async () => {
    const res = await call('/api/auth/login', {
      host: 'evil.example',
      origin: 'http://evil.example',
    })
    expect(await body(res)).toEqual({ status: 403, body: REFUSED })
  })

  it('refuses another scheme or port of the same name, and Origin: null', async () => {
    for (const origin of [
      'http://loja.exemplo.com.br',
      'https://loja.exemplo.com.br:8443',
      'https://golpe.loja.exemplo.com.br',
      'null',
    ]) {
      const res = await call('/api/auth/login', { origin })
      expect(await body(res), origin).toEqual({ status: 403, body: REFUSED })
    }
  })

  it('a request naming no origin is refused; a Referer of the shop stands in for Origin', async () => {
    expect(await body(await call('/api/auth/login', {}))).toEqual({ status: 403, body: REFUSED })
    const viaReferer = await call('/api/auth/login', {
      referer: 'https://loja.exemplo.com.br/checkout?passo=1',
    })
    expect(viaReferer.status).toBe(401)
    const foreignReferer = await call('/api/auth/login', { referer: 'https://golpe.example/x' })
    expect(await body(foreignReferer)).toEqual({ status: 403, body: REFUSED })
    const brokenReferer = await call('/api/auth/login', { referer: 'não é uma url' })
    expect(await body(brokenReferer)).toEqual({ status: 403, body: REFUSED })
  })

  it('reading needs no origin: GET answers whatever the headers say', async () => {
    const res = await call('/api/auth/session', { host: 'evil.example' }, 'GET')
    expect(await body(res)).toEqual({ status: 200, body: { user: null } })
  })

  it("Mercado Pago's webhook is exempt: it comes from their servers, with no origin", async () => {
    const res = await call('/api/webhooks/mercadopago?type=payment', {})
    expect(res.status).not.toBe(403)
    expect(res.status).toBeLessThan(500)
  })

  it('PATCH and DELETE are checked like POST', async () => {
    for (const method of ['PATCH', 'DELETE', 'PUT']) {
      const res = await call('/api/admin/products/x', { origin: 'http://evil.example' }, method)
      expect(await body(res), method).toEqual({ status: 403, body: REFUSED })
    }
  })
})

describe('which origins are allowed', () => {
  it("production and tests: PUBLIC_URL's origin only, whatever path PUBLIC_URL has", () => {
    const config = {
      env: 'production',
      production: true,
      publicUrl: 'https://loja.exemplo.com.br/loja',
    } as const
    expect([...allowedOrigins(config)]).toEqual(['https://loja.exemplo.com.br'])
    expect([...allowedOrigins({ ...config, env: 'test' })]).toEqual(['https://loja.exemplo.com.br'])
    // An https PUBLIC_URL with NODE_ENV unset is production mode too: no dev server.
    expect([...allowedOrigins({ ...config, env: 'development' })]).toEqual([
      'https://loja.exemplo.com.br',
    ])
  })

  it('refuses the dev server on a live shop set up with an https PUBLIC_URL and NODE_ENV unset', async () => {
    const call = shop({ NODE_ENV: '', PUBLIC_URL: 'https://loja.exemplo.com.br' })
    const res = await call('/api/auth/login', { origin: DEV_SERVER_ORIGIN, host: 'localhost:5173' })
    expect(await body(res)).toEqual({ status: 403, body: REFUSED })
  })

  it("development adds the dev server's origin (npm run dev), which posts through its proxy", async () => {
    const config = {
      env: 'development',
      production: false,
      publicUrl: 'http://localhost:3000',
    } as const
    expect([...allowedOrigins(config)]).toEqual(['http://localhost:3000', DEV_SERVER_ORIGIN])
    const call = shop({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' })
    const res = await call('/api/auth/login', { origin: DEV_SERVER_ORIGIN, host: 'localhost:5173' })
    expect(res.status).toBe(401)
  })

  it('requestOrigin prefers Origin, falls back to a valid Referer', () => {
    expect(requestOrigin('https://a.example', 'https://b.example/x')).toBe('https://a.example')
    expect(requestOrigin(undefined, 'https://b.example/x?y=1')).toBe('https://b.example')
    expect(requestOrigin(undefined, '::::')).toBeUndefined()
    expect(requestOrigin(undefined, undefined)).toBeUndefined()
  })
})

describe('a shop opened at another address than PUBLIC_URL says which setting to fix', () => {
  const LAN_HINT =
    '[segurança] Ação recusada: a loja foi aberta em http://192.168.0.10:3000, mas PUBLIC_URL é ' +
    'http://localhost:3000. Logins, compras e o painel só funcionam no endereço de PUBLIC_URL. ' +
    'Se http://192.168.0.10:3000 é o endereço da loja, defina PUBLIC_URL=http://192.168.0.10:3000 ' +
    'e reinicie; senão, abra http://localhost:3000.'
  const lan = { host: '192.168.0.10:3000', origin: 'http://192.168.0.10:3000' }

  function probe() {
    const log: string[] = []
    const clock = { ms: 0 }
    const check = sameOrigin(
      { env: 'production', production: true, publicUrl: 'http://localhost:3000' },
      { log: (line) => log.push(line), now: () => clock.ms },
    )
    const app = new Hono().use(check).post('/x', (c) => c.text('ok'))
    app.onError(handleError)
    const send = async (headers: Record<string, string>) =>
      (await app.request('/x', { method: 'POST', headers })).status
    return { log, clock, send }
  }

  it('logs once per address, on the first refused request from a page of this very server', async () => {
    const { log, send } = probe()
    // A CSRF attempt from another site: refused, and no hint (its origin is not this server).
    expect(await send({ host: 'localhost:3000', origin: 'https://golpe.example' })).toBe(403)
    expect(log).toEqual([])
    // The owner opened the shop by the machine's address on the network.
    expect(await send(lan)).toBe(403)
    expect(await send(lan)).toBe(403)
    expect(log).toEqual([LAN_HINT])
    expect(await send({ origin: 'http://localhost:3000' })).toBe(200)
  })

  it('forged Hosts cannot flood the log, nor hide the real hint for more than a minute', async () => {
    const { log, clock, send } = probe()
    for (let i = 0; i < 200; i++) {
      const forged = `golpe-${i}.example`
      expect(await send({ host: forged, origin: `http://${forged}` })).toBe(403)
    }
    expect(log).toHaveLength(1)
    expect(await send(lan)).toBe(403)
    expect(log).toHaveLength(1)
    clock.ms += 60_000
    expect(await send(lan)).toBe(403)
    expect(log.at(-1)).toBe(LAN_HINT)
  })

  it('writes the Origin as sent with its control characters escaped: no forged line (issue 57)', async () => {
    const { log, send } = probe()
    // The HTTP server lets a byte 0x85 (NEL, a line end for some viewers) or 0x9B (CSI) through.
    const origin = `${lan.origin}/\u0085[12:00:00.000] FATAL: forjada\u009b2J\u001b[2J`
    expect(await send({ host: lan.host, origin })).toBe(403)
    expect(log).toHaveLength(1)
    // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
    expect(log[0]).not.toMatch(/[\x00-\x1f\x7f-\x9f]/)
    expect(log[0]).toContain(
      `em ${lan.origin}/\\u0085[12:00:00.000] FATAL: forjada\\u009b2J\\u001b[2J, mas`,
    )
  })
})

describe('the start log names the one address', () => {
  const live = {
    env: 'production',
    production: true,
    publicUrl: 'https://loja.exemplo.com.br',
    host: '0.0.0.0',
  } as const
  const dev = {
    env: 'development',
    production: false,
    publicUrl: 'http://localhost:3000',
    host: '127.0.0.1',
  } as const

  it('says where actions work, and the dev server in development only', () => {
    expect(addressNote(live)).toBe(
      '  Endereço: https://loja.exemplo.com.br; logins, compras e o painel só funcionam nele. ' +
        'Para abrir a loja por outro endereço (IP da rede, domínio), defina PUBLIC_URL. ' +
        'O servidor atende em HOST=0.0.0.0.',
    )
    expect(addressNote(dev)).toContain(
      'http://localhost:3000 (e http://localhost:5173 no npm run dev)',
    )
    // An https PUBLIC_URL with NODE_ENV unset: production mode, no dev server named.
    expect(addressNote({ ...live, env: 'development' })).not.toContain('5173')
  })

  it('says to set HOST=0.0.0.0 when the server listens on this machine only', () => {
    const hint =
      'O servidor atende só este computador (HOST=127.0.0.1); para acesso pela rede ou de ' +
      'fora de um contêiner, defina HOST=0.0.0.0.'
    expect(addressNote(dev)).toContain(hint)
    expect(addressNote({ ...live, host: '127.0.0.1' })).toContain(hint)
    expect(addressNote({ ...dev, host: 'localhost' })).toContain('defina HOST=0.0.0.0')
    expect(addressNote({ ...dev, host: '::1' })).toContain('defina HOST=0.0.0.0')
    expect(addressNote({ ...dev, host: '192.168.0.10' })).not.toContain('defina HOST')
  })
})
