// Two shop instances on ONE PostgreSQL database, no sticky sessions (issue 9, item 4): a session
// made on one works on the other, a logout on one ends it on both, and the catalog cache of one
// stays correct after an admin edit on the other (LISTEN/NOTIFY, follow-catalog-changes.ts), and
// after a sale of one variant there (decision 053: the variants' stock trigger).
// `DATABASE_URL=postgres://... node bench/two-instances.mjs`; without DATABASE_URL it says skipped.
// Exits 1 on any failed check.
import { request } from 'undici'
import { ADDRESS } from './checkout-sql.mjs'
import { cleanupTemplates, freshPostgres } from './fresh-database.mjs'
import { BENCH_ADMIN_PASSWORD, log, POSTGRES_URL, sleep, startBuiltShop, stopShop } from './lib.mjs'

const PORTS = [3350, 3351]
/** Both behind one address, as behind a load balancer: the browser's Origin is that one. */
const PUBLIC_URL = 'http://loja.bench.test'

/** A browser on one instance: its own cookie jar, which the test may hand to the other. */
class Tab {
  constructor(port, cookie = '') {
    this.base = `http://127.0.0.1:${port}`
    this.cookie = cookie
  }

  async call(method, path, { body, headers = {} } = {}) {
    const res = await request(`${this.base}${path}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(method === 'GET' ? {} : { origin: PUBLIC_URL }),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    const setCookie = [res.headers['set-cookie'] ?? []].flat()
    // The session cookie only (sign-in also sets the device cookie, for /api/auth alone).
    for (const line of setCookie.filter((l) => l.startsWith('vitrine_session='))) {
      const [pair] = line.split(';')
      // A cleared cookie (logout) comes back empty.
      this.cookie = pair.endsWith('=') ? '' : pair
    }
    const text = await res.body.text()
    let json = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      // not JSON
    }
    return { status: res.statusCode, etag: res.headers.etag, json, text }
  }
}

const checks = []
function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok) })
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : ` (${detail})`}`)
}

async function sessions(a, b) {
  const email = `cliente-${Date.now()}@bench.test`
  const password = 'senha-do-cliente-1'
  const onA = new Tab(a)
  const registered = await onA.call('POST', '/api/auth/register', {
    body: { email, password, confirmPassword: password, address: ADDRESS },
  })
  check('register on A answers 201 with a session cookie', registered.status === 201 && onA.cookie)
  const onB = new Tab(b, onA.cookie)
  const seen = await onB.call('GET', '/api/auth/session')
  check('the session made on A is signed in on B', seen.json?.user?.email === email, seen.text)
  const orders = await onB.call('GET', '/api/orders')
  check('GET /api/orders on B with it: 200', orders.status === 200, `${orders.status}`)

  const logout = await onB.call('POST', '/api/auth/logout')
  check('logout on B answers 204', logout.status === 204, `${logout.status}`)
  const stale = new Tab(a, onA.cookie)
  const after = await stale.call('GET', '/api/auth/session')
  check('after logout on B, the cookie is signed out on A', after.json?.user === null, after.text)
  const denied = await stale.call('GET', '/api/orders')
  check('after logout on B, GET /api/orders on A: 401', denied.status === 401, `${denied.status}`)

  const again = new Tab(b)
  const login = await again.call('POST', '/api/auth/login', { body: { email, password } })
  check('login on B answers 200', login.status === 200, `${login.status}`)
  const back = await new Tab(a, again.cookie).call('GET', '/api/auth/session')
  check('the session made by login on B is signed in on A', back.json?.user?.email === email)
}

/** Polls A until `ok(answer)` or `ms` pass; resolves with the ms it took, or null. */
async function within(ms, fetchOnce, ok) {
  const started = performance.now()
  while (performance.now() - started < ms) {
    if (ok(await fetchOnce())) return performance.now() - started
    await sleep(20)
  }
  return null
}

async function catalogCache(a, b) {
  const store = new Tab(a)
  const first = await store.call('GET', '/api/products')
  const product = first.json?.items?.[0]
  check('A lists the catalog (200, ETag)', first.status === 200 && first.etag && product)
  const revisit = await store.call('GET', '/api/products', {
    headers: { 'if-none-match': first.etag },
  })
  check("A's cache answers the revisit 304", revisit.status === 304, `${revisit.status}`)
  const page = await store.call('GET', `/api/products/${product.id}`)
  const cachedPage = await store.call('GET', `/api/products/${product.id}`, {
    headers: { 'if-none-match': page.etag },
  })
  check("A's cache answers the product page 304", cachedPage.status === 304)

  const admin = new Tab(b)
  const login = await admin.call('POST', '/api/auth/login', {
    body: { email: 'dona@bench.test', password: BENCH_ADMIN_PASSWORD },
  })
  check('the admin signs in on B', login.status === 200 && login.json?.user?.isAdmin === true)
  // The form sends the version it loaded (the demo cover's variants were saved once already).
  const loaded = await admin.call('GET', `/api/admin/products/${product.id}`)
  const newPrice = product.priceCents + 1234
  const { name, category, stock, image, description, isCustomOrder, videoUrl } = product
  const patched = await admin.call('PATCH', `/api/admin/products/${product.id}`, {
    body: {
      name,
      category,
      stock,
      image,
      description,
      isCustomOrder,
      videoUrl,
      priceCents: newPrice,
      version: loaded.json?.product?.version,
      stockLoaded: stock,
    },
  })
  check(
    'PATCH /api/admin/products/:id on B changes the price',
    patched.status === 200 && patched.json?.product?.priceCents === newPrice,
    `${patched.status} ${patched.text.slice(0, 200)}`,
  )
  const shows = (answer) =>
    answer.json?.items?.find((p) => p.id === product.id)?.priceCents === newPrice
  // NOTIFY takes tens of ms; 10 s only allows for a stalled machine (a lost one never arrives).
  const ms = await within(10_000, () => store.call('GET', '/api/products'), shows)
  check(
    `A lists the new price within 10 s${ms === null ? '' : ` (${Math.round(ms)} ms)`}`,
    ms !== null,
  )
  const single = await store.call('GET', `/api/products/${product.id}`)
  check('A shows the new price on the product page', single.json?.priceCents === newPrice)
  const oldList = await store.call('GET', '/api/products', {
    headers: { 'if-none-match': first.etag },
  })
  check(
    'the old catalog ETag no longer gets 304 on A',
    oldList.status === 200 && oldList.etag !== first.etag && shows(oldList),
    `${oldList.status}`,
  )
  const oldPage = await store.call('GET', `/api/products/${product.id}`, {
    headers: { 'if-none-match': page.etag },
  })
  check('the old product ETag no longer gets 304 on A', oldPage.status === 200)
  await variantStock(a, b, product)
  return ms
}

/**
 * The owner gives the product two sizes on B; a customer buys one of 38 cm on B: A's cached
 * product page shows the sizes, then that variant's stock left (a stock-only notification).
 */
async function variantStock(a, b, product) {
  const admin = new Tab(b)
  await admin.call('POST', '/api/auth/login', {
    body: { email: 'dona@bench.test', password: BENCH_ADMIN_PASSWORD },
  })
  const loaded = await admin.call('GET', `/api/admin/products/${product.id}/variants`)
  const saved = await admin.call('PUT', `/api/admin/products/${product.id}/variants`, {
    body: {
      version: loaded.json?.version,
      options: [{ name: 'Tamanho', values: [{ value: '37 cm' }, { value: '38 cm' }] }],
      variants: [
        { values: ['37 cm'], stock: 3 },
        { values: ['38 cm'], stock: 4 },
      ],
    },
  })
  const large = saved.json?.product?.variants?.[1]
  check('PUT .../variants on B gives it two sizes', saved.status === 200 && large, saved.text)
  const store = new Tab(a)
  const page = () => store.call('GET', `/api/products/${product.id}`)
  const stockOf = (answer) => answer.json?.variants?.map((v) => v.stock).join(',')
  const sized = await within(10_000, page, (answer) => stockOf(answer) === '3,4')
  check('A shows the two sizes within 10 s', sized !== null)
  const buyer = new Tab(b)
  const email = `variante-${Date.now()}@bench.test`
  const password = 'senha-do-cliente-1'
  await buyer.call('POST', '/api/auth/register', {
    body: { email, password, confirmPassword: password, address: ADDRESS },
  })
  const order = await buyer.call('POST', '/api/orders', {
    body: {
      items: [{ productId: product.id, variantId: large?.id, quantity: 1 }],
      address: ADDRESS,
      paymentMethod: 'pix',
    },
  })
  check('a customer buys one of 38 cm on B', order.status === 201, order.text.slice(0, 200))
  const left = (answer) => stockOf(answer) === '3,3' && answer.json?.stock === 6
  const ms = await within(10_000, page, left)
  check(
    `A shows 38 cm's stock left within 10 s${ms === null ? '' : ` (${Math.round(ms)} ms)`}`,
    ms !== null,
  )
}

async function main() {
  if (!POSTGRES_URL) {
    console.log('two instances: skipped: needs DATABASE_URL (a PostgreSQL server)')
    console.log(JSON.stringify({ twoInstances: { skipped: true } }))
    return 0
  }
  const started = performance.now()
  const db = await freshPostgres('two')
  const shops = []
  let propagationMs = null
  try {
    log('two instances: starting A and B on one database')
    const env = { PUBLIC_URL }
    for (const port of PORTS) {
      shops.push(await startBuiltShop({ port, databaseUrl: db.url, env }))
    }
    await sessions(...PORTS)
    propagationMs = await catalogCache(...PORTS)
  } finally {
    for (const shop of shops) await stopShop(shop.child)
    await db.drop()
    await cleanupTemplates()
  }
  const failed = checks.filter((c) => !c.ok).length
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(
    `two instances: ${checks.length - failed}/${checks.length} checks passed in ${seconds} s`,
  )
  const propagated = propagationMs === null ? null : Math.round(propagationMs)
  const figures = {
    ok: failed === 0,
    checks: checks.length,
    failed,
    propagationMs: propagated,
    seconds,
  }
  console.log(JSON.stringify({ twoInstances: figures }))
  return failed ? 1 : 0
}

process.exitCode = await main()
