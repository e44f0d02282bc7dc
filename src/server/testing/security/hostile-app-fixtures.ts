import { sql, type SQL } from 'drizzle-orm'
import { loadConfig } from '#server/config.ts'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { DEVICE_COOKIE } from '#server/modules/accounts/device-cookie.ts'
import { PRODUCT_INPUT, seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { ADDRESS, TestClient } from '#server/testing/test-client.ts'
import type { HostileRequest } from './hostile-route-requests.ts'
import type { KnownRows, Role } from './hostile-routes.ts'
import { rawRows } from '#server/db/raw-rows.ts'

const HOSTILE_ADMIN = { email: 'dona@vitrine.test', password: 'dona-segura-1' }
const CUSTOMER = { email: 'cliente@exemplo.com', password: 'cliente-1' }

export interface Answer {
  status: number
  text: string
  headers: Headers
}

/**
 * The app the hostile-input suites attack: a signed-in admin and customer, and one of each thing
 * the routes act on (`known`), so some requests name real rows and go deeper. Counts what it sent.
 */
export class HostileApp {
  known!: KnownRows
  /** A product only the order-price property buys, so admin edits elsewhere never touch it. */
  pricedProductId!: string
  readonly cookies: Partial<Record<Role, string>> = {}
  readonly errorMessages = new Set<string>()
  private secrets: string[] | undefined
  private requestsSent = 0
  private readonly statusKinds: Record<string, number> = {}

  constructor(readonly t: TestApp) {}

  async send(req: HostileRequest): Promise<Answer> {
    const headers: Record<string, string> = {}
    const cookies = [
      this.cookies[req.role],
      req.deviceCookie && `${DEVICE_COOKIE}=${req.deviceCookie}`,
    ]
    const cookie = cookies.filter(Boolean).join('; ')
    if (cookie) headers.cookie = cookie
    if (req.body?.contentType !== undefined) headers['content-type'] = req.body.contentType
    const res = await this.t.app.request(req.path, {
      method: req.method,
      headers,
      body: req.body?.text,
    })
    this.requestsSent++
    const kind = `${String(res.status).slice(0, 1)}xx`
    this.statusKinds[kind] = (this.statusKinds[kind] ?? 0) + 1
    return { status: res.status, text: await res.text(), headers: res.headers }
  }

  async queryRow<T>(query: SQL): Promise<T> {
    const [row] = await rawRows<T>(this.t.database.db, query)
    return row as T
  }

  /**
   * What no answer may carry, as values: every password and token hash in the database now, the
   * shop's signing keys, the test sessions' own tokens, the admin password (no hostile request
   * ever sends it) and the connection string.
   */
  async secretValues(): Promise<string[]> {
    const rows = await rawRows<{ value: string }>(
      this.t.database.db,
      sql`select password_hash as value from users
          union all select token_hash from sessions
          union all select token_hash from password_reset_tokens
          union all select token_hash from access_links
          union all select value from server_secrets`,
    )
    const tokens = Object.values(this.cookies).map((cookie) => cookie.split('=')[1] ?? '')
    const connection = loadConfig().databaseUrl ?? ''
    return [...rows.map((r) => r.value), ...tokens, HOSTILE_ADMIN.password, connection]
  }

  /**
   * The secrets for judging an answer with this status: read again after a success (a
   * registration or a login adds hashes); a refusal writes nothing (the fingerprint proves it).
   */
  async secretsAfter(status: number): Promise<string[]> {
    if (status < 400 || !this.secrets) this.secrets = await this.secretValues()
    return this.secrets
  }

  summary(): string {
    return (
      `${this.requestsSent} requests (${JSON.stringify(this.statusKinds)}), ` +
      `${this.errorMessages.size} distinct pt-BR error messages`
    )
  }
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

export async function openHostileApp(): Promise<HostileApp> {
  // A closed port: a well-formed CEP fails fast (a 409 for the client) instead of going online.
  const h = new HostileApp(await createTestApp({ VIACEP_URL: 'http://127.0.0.1:9' }))
  const db = h.t.database.db
  await ensureAdmin(db, HOSTILE_ADMIN)
  const admin = new TestClient(h.t)
  h.cookies.admin = await signIn(admin, HOSTILE_ADMIN)
  const customer = new TestClient(h.t)
  await created(customer, '/api/auth/register', {
    ...CUSTOMER,
    confirmPassword: CUSTOMER.password,
    address: ADDRESS,
  })
  h.cookies.customer = customer.cookie
  const ids = await h.queryRow<{ admin: string; customer: string }>(
    sql`select (select id from users where is_admin) as admin,
               (select id from users where email = ${CUSTOMER.email}) as customer`,
  )
  const product = await seedProduct(db, {
    stock: 1_000_000,
    priceCents: 8990,
    category: 'Volantes',
  })
  const priced = await seedProduct(db, { stock: 1_000_000, priceCents: 4990, name: 'Manopla' })
  h.pricedProductId = priced.id
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
  h.known = {
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
  return h
}
