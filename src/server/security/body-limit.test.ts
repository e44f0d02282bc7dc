import { connect } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '#server/app.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { PRODUCT_INPUT, seedProduct } from '#server/modules/products/product-test-kit.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { databaseFingerprint } from './database-fingerprint.ts'

/**
 * Bodies over MAX_BODY_BYTES (100 KB) are refused with 413 before any handler runs, however the
 * size is announced (a true Content-Length, none, chunked, or one that lies); a body of exactly
 * the limit still works.
 */

const TOO_LARGE = {
  error: { code: 'payload-too-large', message: 'O conteúdo enviado é grande demais.' },
}
const ADMIN = { email: 'dona@vitrine.test', password: 'dona-segura-1' }
const CUSTOMER = { email: 'cliente@exemplo.com', password: 'cliente-1' }

let t: TestApp
const cookies: Record<string, string | undefined> = {}
let productId: string

interface LimitedRoute {
  path: string
  as: 'visitor' | 'customer' | 'admin'
  /** A body the route takes; padded with an unknown key, which every schema drops. */
  body: () => Record<string, unknown>
  success: number
}

const ROUTES: LimitedRoute[] = [
  { path: '/api/auth/login', as: 'visitor', body: () => CUSTOMER, success: 200 },
  {
    path: '/api/orders',
    as: 'customer',
    body: () => ({
      items: [{ productId, quantity: 1 }],
      address: ADDRESS,
      paymentMethod: 'pix',
    }),
    success: 201,
  },
  { path: '/api/admin/products', as: 'admin', body: () => PRODUCT_INPUT, success: 201 },
  {
    path: '/api/leads',
    as: 'visitor',
    body: () => ({ productId, whatsapp: '(11) 98765-4321', carInfo: 'Gol 2015' }),
    success: 201,
  },
]

/** `body` as JSON of exactly `bytes` bytes (UTF-8), padded in a key no schema reads. */
function padded(body: Record<string, unknown>, bytes: number): string {
  const base = Buffer.byteLength(JSON.stringify({ ...body, padding: '' }))
  return JSON.stringify({ ...body, padding: 'x'.repeat(bytes - base) })
}

/** Everything a handler could write, the attempt counters included: none may move on a 413. */
async function snapshot() {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n, coalesce(sum(count), 0)::int as attempts from rate_limits`,
  )
  const counters = (result as unknown as { rows: unknown[] }).rows[0]
  return { tables: await databaseFingerprint(t.database.db), counters }
}

function headersFor(route: LimitedRoute, extra: Record<string, string> = {}) {
  const cookie = cookies[route.as]
  return { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra }
}

function streamOf(text: string, chunkBytes = 8192): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes))
      offset += chunkBytes
    },
  })
}

async function expectRefused(res: Response, before: Awaited<ReturnType<typeof snapshot>>) {
  expect(res.status).toBe(413)
  expect(await res.json()).toEqual(TOO_LARGE)
  expect(await snapshot()).toEqual(before)
}

beforeAll(async () => {
  t = await createTestApp()
  await ensureAdmin(t.database.db, ADMIN)
  const admin = new TestClient(t)
  await admin.post('/api/auth/login', ADMIN)
  cookies.admin = admin.cookie
  const customer = new TestClient(t)
  const registered = await customer.post('/api/auth/register', {
    ...CUSTOMER,
    confirmPassword: CUSTOMER.password,
    address: ADDRESS,
  })
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`)
  cookies.customer = customer.cookie
  productId = (await seedProduct(t.database.db, { stock: 1000 })).id
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe.each(ROUTES)('POST $path as $as', (route) => {
  const over = () => padded(route.body(), MAX_BODY_BYTES + 1)

  it('refuses a body one byte over the limit, with no Content-Length', async () => {
    const before = await snapshot()
    const res = await t.app.request(route.path, {
      method: 'POST',
      headers: headersFor(route),
      body: over(),
    })
    await expectRefused(res, before)
  })

  it('refuses it with a true Content-Length', async () => {
    const before = await snapshot()
    const body = over()
    const res = await t.app.request(route.path, {
      method: 'POST',
      headers: headersFor(route, { 'content-length': String(Buffer.byteLength(body)) }),
      body,
    })
    await expectRefused(res, before)
  })

  it('refuses it streamed in chunks, with no length announced', async () => {
    const before = await snapshot()
    const init = {
      method: 'POST',
      headers: headersFor(route, { 'transfer-encoding': 'chunked' }),
      body: streamOf(over()),
      duplex: 'half',
    }
    await expectRefused(await t.app.request(route.path, init), before)
  })

  it('refuses a small body whose Content-Length claims more than the limit', async () => {
    const before = await snapshot()
    const res = await t.app.request(route.path, {
      method: 'POST',
      headers: headersFor(route, { 'content-length': String(MAX_BODY_BYTES + 1) }),
      body: JSON.stringify(route.body()),
    })
    await expectRefused(res, before)
  })

  it('takes a body of exactly the limit', async () => {
    const body = padded(route.body(), MAX_BODY_BYTES)
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES)
    const res = await t.app.request(route.path, {
      method: 'POST',
      headers: headersFor(route),
      body,
    })
    expect(res.status, await res.clone().text()).toBe(route.success)
  })
})

/**
 * In-process, app.request believes any Content-Length (Hono's bodyLimit trusts it). Over a real
 * socket, Node's HTTP parser reads exactly the announced bytes, so a lying header cannot smuggle a
 * larger body in; these prove it on the server as `npm start` runs it.
 */
describe('over a real socket', () => {
  let server: ServerType
  let port = 0

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port
        resolve()
      })
    })
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  /** Writes raw HTTP and returns every byte the server answered until it closed. */
  function rawExchange(head: string, body: Buffer): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
      const received: Buffer[] = []
      socket.on('data', (chunk) => received.push(chunk))
      // The server may answer and close before the whole body is written (EPIPE, ECONNRESET).
      socket.on('error', () => undefined)
      socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')))
      socket.setTimeout(10_000, () => socket.destroy())
      socket.write(head)
      socket.end(body)
    })
  }

  const statusLines = (answer: string) => answer.match(/^HTTP\/1\.1 \d{3}/gm) ?? []

  it('refuses a chunked body over the limit', async () => {
    const before = await snapshot()
    const body = Buffer.from(padded({ ...CUSTOMER }, MAX_BODY_BYTES * 2))
    const chunks: Buffer[] = []
    for (let i = 0; i < body.length; i += 16_384) {
      const part = body.subarray(i, i + 16_384)
      chunks.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'))
    }
    chunks.push(Buffer.from('0\r\n\r\n'))
    const answer = await rawExchange(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      Buffer.concat(chunks),
    )
    expect(statusLines(answer)[0]).toBe('HTTP/1.1 413')
    expect(answer).toContain(TOO_LARGE.error.message)
    expect(await snapshot()).toEqual(before)
  })

  it('never takes more than the announced bytes when Content-Length understates', async () => {
    const before = await snapshot()
    const body = Buffer.from(padded({ ...CUSTOMER }, MAX_BODY_BYTES * 2))
    const answer = await rawExchange(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 10\r\nConnection: close\r\n\r\n',
      body,
    )
    // The first 10 bytes are malformed JSON and the rest is no request at all (Node's parser
    // answers it with its own 400): the large body is never taken as this request's.
    expect(statusLines(answer)[0]).toBe('HTTP/1.1 400')
    expect(answer).not.toMatch(/HTTP\/1\.1 (2|5)\d\d/)
    expect(await snapshot()).toEqual(before)
  })

  it('refuses at once a Content-Length over the limit', async () => {
    const before = await snapshot()
    const answer = await rawExchange(
      'POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${MAX_BODY_BYTES * 10}\r\nConnection: close\r\n\r\n`,
      Buffer.from(JSON.stringify({ productId, whatsapp: '11987654321', carInfo: 'Gol' })),
    )
    expect(statusLines(answer)[0]).toBe('HTTP/1.1 413')
    expect(await snapshot()).toEqual(before)
  })
})
