import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { priceOrder } from '#domain/pricing.ts'
import { MAX_BODY_BYTES } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { PRODUCT_INPUT, seedProduct } from '#server/modules/products/product-test-kit.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import { clientOnlyFields, hostileString } from './hostile-arbitraries.ts'
import { findLeaks } from './leak-oracle.ts'
import { hostileBody, hostilePathSegment, hostileQuery, type RawBody } from './hostile-requests.ts'
import {
  HOSTILE_ROUTES,
  pathParams,
  takesInput,
  type HostileRoute,
  type KnownRows,
  type Role,
} from './hostile-routes.ts'
import {
  clearRateLimits,
  databaseFingerprint,
  FINGERPRINTED_TABLES,
  publicTables,
  UNFINGERPRINTED_TABLES,
} from './database-fingerprint.ts'

/**
 * Hostile input (issue 9, item 2): thousands of random and malformed requests at every route, as
 * the role that gets past the guards. Never a 5xx, never internals in a body, a pt-BR error, and
 * nothing written on a 4xx. Rate limiting itself is proven by the auth and lead tests: here the
 * counters are cleared before each request so validation is what runs.
 */

/**
 * Every property runs three passes: two fixed seeds, the same in every run, then a random one that
 * the test names and the output print. A failure under it replays with
 * `HOSTILE_SEED=<seed> npx vitest run src/server/security/hostile-input.test.ts`. Each pass covers
 * every route before the next starts, so the fixed passes always meet the same database.
 */
const RANDOM_SEED = process.env.HOSTILE_SEED
  ? Number.parseInt(process.env.HOSTILE_SEED, 10)
  : Math.floor(Math.random() * 2 ** 31) * (Math.random() < 0.5 ? -1 : 1)
const PASSES = [
  { name: 'fixed seed 1', seed: 2_026 },
  // The seed of issue 14's false alarm, whose download title looked like a leaked column.
  { name: 'fixed seed 2', seed: -319_285_571 },
  { name: `random seed ${RANDOM_SEED}`, seed: RANDOM_SEED },
]

/** Runs per route and pass: the routes that read input get most; the rest still get random queries. */
const RUNS_WITH_INPUT = 27
const RUNS_WITHOUT_INPUT = 4
const RUNS_ORDER_PRICES = 50
const RUNS_REGISTER = 9

const ADMIN = { email: 'dona@vitrine.test', password: 'dona-segura-1' }
const CUSTOMER = { email: 'cliente@exemplo.com', password: 'cliente-1' }

interface HostileRequest {
  role: Role
  method: string
  path: string
  body: RawBody | undefined
}

interface Answer {
  status: number
  text: string
  headers: Headers
}

let t: TestApp
let known: KnownRows
/** A product only the order-price property buys, so admin edits elsewhere never touch it. */
let pricedProductId: string
const cookies: Partial<Record<Role, string>> = {}
let requestsSent = 0
const statusKinds: Record<string, number> = {}
/** The database as the last refused request left it; unknown after anything else may have written. */
let lastFingerprint: string | undefined
const errorMessages = new Set<string>()

async function send(req: HostileRequest): Promise<Answer> {
  const headers: Record<string, string> = {}
  const cookie = cookies[req.role]
  if (cookie) headers.cookie = cookie
  if (req.body?.contentType !== undefined) headers['content-type'] = req.body.contentType
  const res = await t.app.request(req.path, {
    method: req.method,
    headers,
    body: req.body?.text,
  })
  requestsSent++
  const kind = `${String(res.status).slice(0, 1)}xx`
  statusKinds[kind] = (statusKinds[kind] ?? 0) + 1
  return { status: res.status, text: await res.text(), headers: res.headers }
}

/** zod's and Hono's own English words: a message with one was not written for the shop. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|unrecognized|malformed|too (big|small)|payload|not found|bad request|unauthorized|forbidden|error|unexpected)\b/i

/**
 * What no answer may carry, as values: every password and token hash in the database now, the
 * test sessions' own tokens, the admin password (no hostile request ever sends it) and the
 * connection string. Read again after every success (a registration or a login adds hashes); a
 * refusal writes nothing, which the fingerprint proves.
 */
let secrets: string[] | undefined

async function secretValues(): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select password_hash as value from users
        union all select token_hash from sessions
        union all select token_hash from password_reset_tokens`,
  )
  const rows = (result as unknown as { rows: { value: string }[] }).rows
  const tokens = Object.values(cookies).map((cookie) => cookie.split('=')[1] ?? '')
  const connection = loadConfig().databaseUrl ?? ''
  return [...rows.map((r) => r.value), ...tokens, ADMIN.password, connection]
}

async function expectSafeAnswer(req: HostileRequest, res: Answer) {
  const label = `${req.method} ${req.path.slice(0, 200)} body=${req.body?.text.slice(0, 200)}`
  expect(res.status, label).toBeLessThan(500)
  if (res.status >= 400) {
    expect(res.headers.get('content-type'), label).toMatch(/^application\/json/)
    const body = JSON.parse(res.text) as { error?: { code?: unknown; message?: unknown } }
    expect(typeof body.error?.code, label).toBe('string')
    const message = body.error?.message
    expect(typeof message, label).toBe('string')
    expect((message as string).trim(), label).not.toBe('')
    expect(message, label).not.toMatch(ENGLISH)
    errorMessages.add(message as string)
  }
  // A success may echo what this or any earlier request stored (a download titled
  // "' UNION SELECT password_hash ..."): the oracle looks for secrets, not for words.
  if (res.status < 400 || !secrets) secrets = await secretValues()
  const leaks = findLeaks(res, secrets)
  expect(leaks.map((leak) => `${leak.kind}: ${leak.evidence}`).join('; '), label).toBe('')
}

async function queryRow<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await t.database.db.execute(query)
  return (result as unknown as { rows: T[] }).rows[0] as T
}

/**
 * After any success: still one admin, the admin has no address (none sent by a customer landed
 * there), and every order is the customer's (no client-sent userId was taken).
 */
async function expectInvariants(label: string) {
  const row = await queryRow<{ admins: number; admin_addresses: number; foreign_orders: number }>(
    sql`select
      (select count(*) from users where is_admin)::int as admins,
      (select count(*) from user_addresses where user_id = ${known.adminId})::int as admin_addresses,
      (select count(*) from orders where user_id <> ${known.customerId})::int as foreign_orders`,
  )
  expect(row, label).toEqual({ admins: 1, admin_addresses: 0, foreign_orders: 0 })
}

/** A placed order's lines carry the database's prices and its total is priced from them. */
async function expectPricedFromDatabase(orderId: string, method: 'pix' | 'mercadopago') {
  const lines = (
    (await t.database.db.execute(
      sql`select i.unit_price_cents as unit, p.price_cents as price, i.quantity
          from order_items i join products p on p.id = i.product_id where i.order_id = ${orderId}`,
    )) as unknown as { rows: { unit: number; price: number; quantity: number }[] }
  ).rows
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) expect(line.unit).toBe(line.price)
  const order = await queryRow<{ total_cents: number; user_id: string; status: string }>(
    sql`select total_cents, user_id, status from orders where id = ${orderId}`,
  )
  const expected = priceOrder(
    lines.map((l) => ({ unitPriceCents: l.price, quantity: l.quantity })),
    method,
  )
  expect(order.total_cents).toBe(expected.totalCents)
  expect(order.user_id).toBe(known.customerId)
  return expected.totalCents
}

function requestFor(route: HostileRoute): fc.Arbitrary<HostileRequest> {
  const names = pathParams(route.path)
  const real = route.params?.(known) ?? {}
  const segment = (name: string) => {
    const values = real[name] ?? []
    return values.length > 0
      ? fc.oneof(
          { weight: 1, arbitrary: fc.constantFrom(...values) },
          { weight: 3, arbitrary: hostilePathSegment },
        )
      : hostilePathSegment
  }
  const path = fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((p, name, i) => p.replace(`:${name}`, () => values[i]!), route.path),
    )
  const query = fc.option(hostileQuery(route.query ?? {}), { freq: route.query ? 6 : 2 })
  const body: fc.Arbitrary<RawBody | undefined> =
    route.method === 'GET'
      ? fc.constant(undefined)
      : route.body
        ? hostileBody(route.body(known))
        : fc.option(hostileBody({}), { nil: undefined })
  return fc.record({ path, query, body }).map((r) => ({
    role: route.as,
    method: route.method,
    path: r.query === null ? r.path : `${r.path}?${r.query}`,
    body: r.body,
  }))
}

async function signIn(client: TestClient, credentials: { email: string; password: string }) {
  const res = await client.post('/api/auth/login', credentials)
  if (res.status !== 200 || !client.cookie) throw new Error(`login failed: ${res.status}`)
  return client.cookie
}

async function created<T>(client: TestClient, path: string, body: unknown): Promise<T> {
  const res = await client.post<T>(path, body)
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

beforeAll(async () => {
  // A closed port: a well-formed CEP fails fast (a 409 for the client) instead of going online.
  t = await createTestApp({ VIACEP_URL: 'http://127.0.0.1:9' })
  const db = t.database.db
  await ensureAdmin(db, ADMIN)
  const admin = new TestClient(t)
  cookies.admin = await signIn(admin, ADMIN)
  const customer = new TestClient(t)
  await created(customer, '/api/auth/register', {
    ...CUSTOMER,
    confirmPassword: CUSTOMER.password,
    address: ADDRESS,
  })
  cookies.customer = customer.cookie
  const ids = await queryRow<{ admin: string; customer: string }>(
    sql`select (select id from users where is_admin) as admin,
               (select id from users where email = ${CUSTOMER.email}) as customer`,
  )
  const product = await seedProduct(db, {
    stock: 1_000_000,
    priceCents: 8990,
    category: 'Volantes',
  })
  const priced = await seedProduct(db, { stock: 1_000_000, priceCents: 4990, name: 'Manopla' })
  pricedProductId = priced.id
  const { order } = await created<{ order: { id: string } }>(customer, '/api/orders', {
    items: [{ productId: product.id, quantity: 1 }],
    address: ADDRESS,
    paymentMethod: 'mercadopago',
  })
  const { project } = await created<{ project: { id: string } }>(admin, '/api/admin/projects', {
    name: 'Tapete sob medida',
    priceCents: 25000,
    category: 'Tapetes',
    clientId: ids.customer,
    image: 'https://cdn.exemplo.com/tapete.jpg',
    description: 'Tapete para o Gol 2015',
  })
  const { page } = await created<{ page: { id: string; slug: string } }>(
    admin,
    '/api/admin/help-pages',
    {
      title: 'Instalação do módulo',
      slug: 'instalacao-do-modulo',
      questions: [
        { question: 'Onde fica?', youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      ],
    },
  )
  const download = { title: 'Manual', url: 'https://arquivos.exemplo.com/manual.pdf' }
  await created(admin, '/api/admin/downloads', download)
  const second = await created<{ download: { id: string } }>(
    admin,
    '/api/admin/downloads',
    download,
  )
  await created(admin, '/api/admin/products', PRODUCT_INPUT)
  known = {
    adminId: ids.admin,
    customerId: ids.customer,
    customerEmail: CUSTOMER.email,
    customerPassword: CUSTOMER.password,
    productId: product.id,
    orderId: order.id,
    projectId: project.id,
    helpPageId: page.id,
    helpPageSlug: page.slug,
    downloadId: second.download.id,
  }
}, 120_000)

afterAll(async () => {
  console.info(
    `[hostile-input] seeds ${PASSES.map((p) => p.seed).join(', ')} ` +
      `(replay the random one with HOSTILE_SEED=${RANDOM_SEED}); ` +
      `${requestsSent} requests (${JSON.stringify(statusKinds)}), ` +
      `${errorMessages.size} distinct pt-BR error messages`,
  )
  await t?.close()
})

describe('hostile input', () => {
  beforeEach(() => {
    lastFingerprint = undefined
  })

  it('covers every route in the app route table', () => {
    const listed = new Set(HOSTILE_ROUTES.map((r) => `${r.method} ${r.path}`))
    const inApp = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`),
    )
    expect([...inApp].filter((r) => !listed.has(r))).toEqual([])
    expect([...listed].filter((r) => !inApp.has(r))).toEqual([])
  })

  it('fingerprints every table but the bookkeeping ones', async () => {
    const tables = await publicTables(t.database.db)
    expect([...FINGERPRINTED_TABLES, ...UNFINGERPRINTED_TABLES].sort()).toEqual(tables)
    const before = await databaseFingerprint(t.database.db)
    await seedProduct(t.database.db, { name: 'Só para mudar a impressão digital' })
    expect(await databaseFingerprint(t.database.db)).not.toBe(before)
  })

  it('fails an answer that carries a real secret, and passes one that echoes honest data', async () => {
    const req: HostileRequest = { role: 'admin', method: 'GET', path: '/api/x', body: undefined }
    const answer = (status: number, body: unknown) => ({
      status,
      text: JSON.stringify(body),
      headers: new Headers({ 'content-type': 'application/json' }),
    })
    // A careless handler sending the whole users row, or only the hash under another name.
    const row = await queryRow<{ password_hash: string }>(sql`select * from users where is_admin`)
    await expect(expectSafeAnswer(req, answer(200, { user: row }))).rejects.toThrow(/secret/)
    const { password_hash: hash } = row
    await expect(expectSafeAnswer(req, answer(200, { user: { hash } }))).rejects.toThrow(/secret/)
    const session = await queryRow<{ token_hash: string }>(sql`select token_hash from sessions`)
    const leaked = answer(200, { note: session.token_hash })
    await expect(expectSafeAnswer(req, leaked)).rejects.toThrow(/secret/)
    const token = cookies.customer!.split('=')[1]
    await expect(expectSafeAnswer(req, answer(200, { token }))).rejects.toThrow(/secret/)
    const failed = answer(400, {
      error: { code: 'x', message: 'duplicate key value violates unique constraint' },
    })
    await expect(expectSafeAnswer(req, failed)).rejects.toThrow(/driver error/)
    const title = "' UNION SELECT password_hash, token_hash FROM users, sessions --"
    await expectSafeAnswer(req, answer(200, { downloads: [{ id: '1', title }] }))
  })

  for (const { name, seed } of PASSES) {
    describe(name, () => {
      for (const route of HOSTILE_ROUTES) {
        const runs = takesInput(route) ? RUNS_WITH_INPUT : RUNS_WITHOUT_INPUT
        it(`${route.method} ${route.path} as ${route.as}: ${runs} hostile requests`, async () => {
          await fc.assert(
            fc.asyncProperty(requestFor(route), async (req) => {
              await clearRateLimits(t.database.db)
              const before = (lastFingerprint ??= await databaseFingerprint(t.database.db))
              lastFingerprint = undefined
              const res = await send(req)
              await expectSafeAnswer(req, res)
              if (res.status >= 400) {
                const after = await databaseFingerprint(t.database.db)
                expect(after, `written on ${res.status}`).toBe(before)
                lastFingerprint = after
              } else {
                await expectInvariants(`${req.method} ${req.path.slice(0, 200)}`)
                if (route.path === '/api/orders' && res.status === 201) {
                  const { order } = JSON.parse(res.text) as {
                    order: { id: string; paymentMethod: 'pix' | 'mercadopago'; totalCents: number }
                  }
                  const total = await expectPricedFromDatabase(order.id, order.paymentMethod)
                  expect(order.totalCents).toBe(total)
                }
              }
            }),
            { numRuns: runs, seed },
          )
          // The caller was who the route needs from the first request to the last.
          if (route.as !== 'visitor') {
            const session = await send({
              role: route.as,
              method: 'GET',
              path: '/api/auth/session',
              body: undefined,
            })
            expect(JSON.parse(session.text)).toMatchObject({
              user: { isAdmin: route.as === 'admin' },
            })
          }
        }, 120_000)
      }

      it('prices an order from the database, whatever prices, totals or user the client sends', async () => {
        const order = fc.record({
          quantity: fc.integer({ min: 1, max: 999 }),
          method: fc.constantFrom('pix' as const, 'mercadopago' as const),
          extra: clientOnlyFields,
          lineExtra: clientOnlyFields,
        })
        await fc.assert(
          fc.asyncProperty(order, async ({ quantity, method, extra, lineExtra }) => {
            const body = {
              ...extra,
              items: [{ ...lineExtra, productId: pricedProductId, quantity }],
              address: ADDRESS,
              paymentMethod: method,
            }
            const req: HostileRequest = {
              role: 'customer',
              method: 'POST',
              path: '/api/orders',
              body: { text: JSON.stringify(body), contentType: 'application/json' },
            }
            const before = await databaseFingerprint(t.database.db)
            const res = await send(req)
            await expectSafeAnswer(req, res)
            // A 100k-character field in multi-byte letters is over the body limit: refused whole.
            if (Buffer.byteLength(req.body!.text) > MAX_BODY_BYTES) {
              expect(res.status).toBe(413)
              expect(await databaseFingerprint(t.database.db)).toBe(before)
              return
            }
            expect(res.status, res.text).toBe(201)
            const placed = JSON.parse(res.text) as {
              order: { id: string; totalCents: number; status: string }
            }
            const total = await expectPricedFromDatabase(placed.order.id, method)
            expect(total).toBe(priceOrder([{ unitPriceCents: 4990, quantity }], method).totalCents)
            expect(placed.order.totalCents).toBe(total)
            expect(['pendente', 'processando']).toContain(placed.order.status)
            await expectInvariants('order with client-sent fields')
          }),
          { numRuns: RUNS_ORDER_PRICES, seed },
        )
      }, 120_000)

      it('never makes an admin, whatever a registration sends', async () => {
        let n = 0
        const registration = fc.record({ extra: clientOnlyFields, name: hostileString })
        await fc.assert(
          fc.asyncProperty(registration, async ({ extra, name }) => {
            await clearRateLimits(t.database.db)
            const password = 'segredo-1'
            const body = {
              ...extra,
              isAdmin: true,
              email: `registro-${n++}@exemplo.com`,
              password,
              confirmPassword: password,
              address: { ...ADDRESS, name },
            }
            const req: HostileRequest = {
              role: 'visitor',
              method: 'POST',
              path: '/api/auth/register',
              body: { text: JSON.stringify(body), contentType: 'application/json' },
            }
            const before = await databaseFingerprint(t.database.db)
            const res = await send(req)
            await expectSafeAnswer(req, res)
            if (res.status === 201) {
              expect(JSON.parse(res.text)).toMatchObject({ user: { isAdmin: false } })
            } else {
              expect(await databaseFingerprint(t.database.db)).toBe(before)
            }
            await expectInvariants('registration with client-sent fields')
          }),
          { numRuns: RUNS_REGISTER, seed },
        )
      }, 120_000)
    })
  }
})
