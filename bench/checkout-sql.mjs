// The SQL side of the checkout benchmark: the buyers and contested products it sets up, the proof
// that nothing was oversold, and the limit: the shop's checkout statements
// (src/server/modules/checkout/place-order.ts and the first PIX charge) sent straight through the
// driver, without HTTP, sessions or the app, with the values the shop's own code builds.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { openPglite } from './lib.mjs'
import { openStockBooks, variantsOf } from './variant-catalog.mjs'

export { auditStock, orderTableBytes } from './checkout-audit.mjs'

export const BUYERS = 50
/**
 * Stock of the 20 contested products: 20, 27, 36 ... 5,974 (x1.35 each). Whatever the throughput,
 * the small ones sell out partway and the big ones do not, so the guarded UPDATE is exercised while
 * orders keep succeeding. Each product's stock is split across its variants (variant-catalog.mjs):
 * floor(s / 24) each, one more for the first s mod 24.
 */
export const INITIAL_STOCK = Array.from({ length: 20 }, (_, i) => Math.round(20 * 1.35 ** i))

export const ADDRESS = {
  name: 'Comprador de Teste',
  whatsapp: '11987654321',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 1',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
}

/**
 * Adds the contested products and 50 customers, each with a live session, straight in SQL: the
 * API allows 50 sign-ups per IP and 15 minutes (exactly these 50, no margin), and hashing 50
 * passwords is not what is measured.
 * Sessions are stored as the app stores them (SHA-256 of the cookie token, sessions.ts).
 * Each product has its 24 variants (variant-catalog.mjs), its stock split across them, listed in
 * `variants` (id, label, stock, priceCents); with `variants: false`, its one variant.
 */
export async function prepareCheckout(query, { variants = true } = {}) {
  const products = await query(
    `INSERT INTO products (name, price_cents, description, image, category, stock)
     SELECT 'Produto disputado ' || i, 4990 + i * 100, 'Produto do benchmark de checkout.',
       '/demo/products/chaveiro-iniciais.svg', 'Chaveiros', ($1::int[])[i]
     FROM generate_series(1, 20) AS s(i)
     RETURNING id, name, image, price_cents AS "priceCents", stock`,
    [INITIAL_STOCK],
  )
  await openStockBooks(query, { variants })
  const byProduct = await variantsOf(
    query,
    products.map((p) => p.id),
  )
  for (const product of products) product.variants = byProduct.get(product.id)
  const users = await query(
    `INSERT INTO users (email, name, password_hash)
     SELECT 'comprador' || i || '@bench.test', 'Comprador ' || i, 'sem-login-no-benchmark'
     FROM generate_series(1, $1::int) AS s(i) RETURNING id, email, name`,
    [BUYERS],
  )
  const tokens = users.map(() => randomBytes(32).toString('base64url'))
  await query(
    `INSERT INTO sessions (token_hash, user_id, persistent, expires_at)
     SELECT t, u, true, now() + interval '30 days' FROM unnest($1::text[], $2::uuid[]) AS s(t, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), users.map((u) => u.id)],
  )
  return {
    products,
    buyers: users.map((u, i) => ({ userId: u.id, email: u.email, name: u.name, token: tokens[i] })),
  }
}

/** The shop's source files the limit runs, each with what it takes from it. */
const SHOP_CODE = {
  'server/modules/checkout/place-order-repository.ts': [
    'checkoutProducts',
    'checkoutVariants',
    'placeOrderStatement',
    'placeOrderValues',
  ],
  'server/modules/checkout/placed-order.ts': ['buildPlacedOrder'],
  'server/modules/charges/pix-charge-repository.ts': [
    'recordChargeStatement',
    'recordChargeValues',
  ],
  'server/modules/charges/pix-payment.ts': ['chargeNews', 'withChargeNews'],
  'server/modules/policies/policy-repository.ts': ['latestPolicyVersions'],
  'server/shop-settings/shop-settings-repository.ts': ['readShopSettings'],
  'server/mail/mail-shop.ts': ['mailShop'],
  'server/mail/outbox.ts': ['outboxEmail'],
  'server/modules/payments/providers/simulated-provider.ts': ['SimulatedPaymentProvider'],
  'server/modules/payments/providers/static-pix.ts': ['staticPixCode'],
  'server/db/prepared-statement.ts': ['decodeRow'],
  'server/db/schema/catalog.ts': ['products'],
  'server/db/schema/variants.ts': ['productVariants'],
  'domain/shop-settings.ts': ['DEFAULT_SHOP_SETTINGS'],
  'domain/text.ts': ['shortId'],
}

let source
/**
 * A module of the shop's source (`file` under src/, or a package), through tsx: every module the
 * benchmarks load this way is in one module graph (one tsx namespace; each tsImport call would load
 * its own copy of Drizzle and of every module it imports).
 */
export async function shopModule(file) {
  source ??= import('tsx/esm/api').then(({ register }) =>
    register({ namespace: 'bench-shop-source' }),
  )
  const specifier = file.endsWith('.ts') ? `../src/${file}` : file
  return (await source).import(specifier, import.meta.url)
}

/**
 * The shop's own checkout code (SHOP_CODE), loaded once from its source, with Drizzle's two
 * drivers from that same module graph. A name the source no longer exports fails here, before any
 * order.
 */
let code
export function checkoutCode() {
  code ??= (async () => {
    const found = {}
    for (const [file, names] of Object.entries(SHOP_CODE)) {
      const module = await shopModule(file)
      for (const name of names) {
        if (module[name] === undefined) throw new Error(`src/${file} exports no ${name}`)
        found[name] = module[name]
      }
    }
    found.drizzlePg = (await shopModule('drizzle-orm/node-postgres')).drizzle
    found.drizzlePglite = (await shopModule('drizzle-orm/pglite')).drizzle
    return found
  })()
  return code
}

/**
 * The limit's connection: a pool of 10 like the shop's on PostgreSQL (named statements, prepared
 * once per connection, as the shop's), PGlite's one in-process on `dataDir` (or `pglite`, one
 * already open, which close() leaves open).
 * `run(query)` sends one driver query ({ name, text, values }) and resolves with its rows; `db` is
 * Drizzle over that same connection, for the shop's reads that are not built once
 * (latestPolicyVersions, readShopSettings).
 */
export async function openDriver({ databaseUrl, dataDir, pglite }) {
  const c = await checkoutCode()
  if (databaseUrl) {
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
    const run = async (query) => (await pool.query(query)).rows
    return { run, db: c.drizzlePg(pool), close: () => pool.end() }
  }
  const client = pglite ?? (await openPglite(dataDir))
  const run = async ({ text, values }) => (await client.query(text, values)).rows
  const close = pglite ? async () => {} : () => client.close()
  return { run, db: c.drizzlePglite(client), close }
}

/** config.ts's PIX_EXPIRY_MINUTES by default, which the benchmark's shop runs with. */
const PIX_EXPIRY_MS = 30 * 60_000

/**
 * The limit on `driver` (openDriver's): `placeOrder(buyer, lines)` is one PIX checkout as the shop
 * runs it in this benchmark (place-order.ts, then pix-payment.ts chargePlacedOrder), statement for
 * statement, each its own transaction as there (no Idempotency-Key, no projects): the products
 * (checkoutProducts); the policies in force (latestPolicyVersions); the order built by the shop's
 * buildPlacedOrder, as a dynamic PIX order, and placed in one statement with placeOrderValues'
 * values (stock, books, order, status, items, address, saved address, account name, the owners'
 * email); then the simulated provider's first charge (its createPixCharge), recorded with
 * recordChargeValues' values and the customer's confirmation. True when placed, false when sold
 * out (nothing written). The shop's settings are read once, as its store holds them in memory;
 * `publicUrl` is the shop's PUBLIC_URL (the e-mails' links).
 */
export async function checkoutLimit(driver, { publicUrl }) {
  const c = await checkoutCode()
  const { run, db } = driver
  const settings = (await c.readShopSettings(db))?.settings ?? c.DEFAULT_SHOP_SETTINGS
  const pix = { production: false, shop: settings }
  const mail = c.mailShop(publicUrl, settings)
  const provider = new c.SimulatedPaymentProvider({
    production: false,
    shopSettings: { current: () => settings },
  })
  async function placeOrder(buyer, lines) {
    // As place-order.ts priceLines: the lines' products and variants (none named: the product's
    // one variant, whose id is the product's, decision 053), each line at its variant's price.
    // (Its mergeLines is not needed: pickVariantLines never names a variant twice.)
    const variantIds = lines.map((l) => l.variantId ?? l.productId)
    const [rows, variants] = await Promise.all([
      run(c.checkoutProducts.forDriver({ ids: [...new Set(lines.map((l) => l.productId))] })),
      run(c.checkoutVariants.forDriver({ ids: variantIds })),
    ])
    const found = new Map(rows.map((row) => [row.id, c.decodeRow(c.products, row)]))
    const offered = new Map(variants.map((row) => [row.id, c.decodeRow(c.productVariants, row)]))
    const priced = lines.map((l, i) => {
      const product = found.get(l.productId)
      if (!product) throw new Error(`product ${l.productId} not for sale`)
      const one = offered.get(variantIds[i])
      // A line naming no variant is for a product without options (place-order.ts's `unchosen`).
      const unchosen = l.variantId === undefined && (one?.valueIds.length ?? 0) > 0
      if (!one || one.productId !== l.productId || !one.offered || unchosen) {
        throw new Error(`variant ${variantIds[i]} of ${l.productId} not for sale`)
      }
      const variant = { id: one.id, label: one.label }
      const unitPriceCents = one.priceCents ?? product.priceCents
      return { product, variant, quantity: l.quantity, unitPriceCents }
    })
    const policies = await c.latestPolicyVersions(db)
    const id = randomUUID()
    const user = { id: buyer.userId, email: buyer.email, name: buyer.name, isAdmin: false }
    const input = { items: lines, projectIds: [], address: ADDRESS, paymentMethod: 'pix' }
    const { order, confirmation } = c.buildPlacedOrder({
      id,
      user,
      input,
      lines: priced,
      attempt: undefined,
      staticCode: (totalCents) => c.staticPixCode(pix, id, totalCents),
      dynamicPix: true,
      mail,
      policies,
    })
    const [placed] = await run(c.placeOrderStatement.forDriver(c.placeOrderValues(order)))
    if (!placed) return false
    const now = new Date()
    const charge = await provider.createPixCharge({
      orderId: id,
      attempt: 1,
      amountCents: order.price.totalCents,
      payerEmail: buyer.email,
      description: `Pedido #${c.shortId(id)} - ${settings.name}`,
      expiresAt: new Date(now.getTime() + PIX_EXPIRY_MS),
    })
    // As pix-payment.ts: the checkout's confirmation with the charge's code.
    const email = c.withChargeNews(confirmation, c.chargeNews(charge))
    const values = c.recordChargeValues(id, 1, charge, [c.outboxEmail(email, mail)], now)
    const [charged] = await run(c.recordChargeStatement.forDriver(values))
    if (!charged) throw new Error(`the charge of order ${id} was not recorded`)
    return true
  }
  return { placeOrder }
}
