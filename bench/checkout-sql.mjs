// The SQL side of the checkout benchmark: the buyers and contested products it sets up, the proof
// that nothing was oversold, and the limit: the shop's checkout statements
// (src/server/modules/checkout/place-order.ts and the first PIX charge) sent straight through the
// driver, without HTTP, sessions or the app.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { openStockBooks } from './lib.mjs'

export const BUYERS = 50
/**
 * Stock of the 20 contested products: 20, 27, 36 ... 5,974 (x1.35 each). Whatever the throughput,
 * the small ones sell out partway and the big ones do not, so the guarded UPDATE is exercised while
 * orders keep succeeding.
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

const ORDER_TABLES = [
  'orders',
  'order_items',
  'shipping_addresses',
  'email_outbox',
  'stock_movements',
  'order_status_changes',
]

/**
 * Adds the contested products and 50 customers, each with a live session, straight in SQL: the
 * API allows 50 sign-ups per IP and 15 minutes (exactly these 50, no margin), and hashing 50
 * passwords is not what is measured.
 * Sessions are stored as the app stores them (SHA-256 of the cookie token, sessions.ts).
 */
export async function prepareCheckout(query) {
  const products = await query(
    `INSERT INTO products (name, price_cents, description, image, category, stock)
     SELECT 'Produto disputado ' || i, 4990 + i * 100, 'Produto do benchmark de checkout.',
       '/demo/products/chaveiro-iniciais.svg', 'Chaveiros', ($1::int[])[i]
     FROM generate_series(1, 20) AS s(i)
     RETURNING id, name, image, price_cents AS "priceCents", stock`,
    [INITIAL_STOCK],
  )
  await openStockBooks(query)
  const users = await query(
    `INSERT INTO users (email, name, password_hash)
     SELECT 'comprador' || i || '@bench.test', 'Comprador ' || i, 'sem-login-no-benchmark'
     FROM generate_series(1, $1::int) AS s(i) RETURNING id, email`,
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
    buyers: users.map((u, i) => ({ userId: u.id, email: u.email, token: tokens[i] })),
  }
}

/** Bytes of the tables every order writes to (indexes and TOAST included). */
export async function orderTableBytes(query) {
  const [row] = await query(
    `SELECT sum(pg_total_relation_size(t))::bigint AS bytes FROM unnest($1::regclass[]) AS s(t)`,
    [ORDER_TABLES],
  )
  return Number(row.bytes)
}

/**
 * What the database says after a run: per product, units in order_items against the stock it lost;
 * any negative stock; orders without their shipping address.
 */
export async function auditStock(query, products) {
  const rows = await query(
    `SELECT p.id, p.stock,
       coalesce((SELECT sum(quantity) FROM order_items i WHERE i.product_id = p.id), 0)::int AS sold
     FROM products p WHERE p.id = ANY($1::uuid[])`,
    [products.map((p) => p.id)],
  )
  const initial = new Map(products.map((p) => [p.id, p.stock]))
  const [counts] = await query(
    `SELECT (SELECT count(*) FROM products WHERE stock < 0)::int AS negative,
       (SELECT count(*) FROM orders o WHERE NOT EXISTS
         (SELECT 1 FROM shipping_addresses a WHERE a.order_id = o.id))::int AS "withoutAddress",
       (SELECT count(*) FROM orders)::int AS orders`,
  )
  const mismatched = rows.filter((r) => r.sold !== initial.get(r.id) - r.stock).length
  return {
    ...counts,
    mismatched,
    soldOut: rows.filter((r) => r.stock === 0).length,
    unitsSold: rows.reduce((sum, r) => sum + r.sold, 0),
  }
}

/**
 * The shop's own checkout statements, loaded from its source (built once, as the shop builds
 * them), so the limit runs exactly what the shop sends, and the shop's pricing (PIX discount).
 */
let statements
export function checkoutStatements() {
  statements ??= (async () => {
    const { tsImport } = await import('tsx/esm/api')
    const load = (file) => tsImport(`../src/${file}`, import.meta.url)
    const [order, pix, pricing] = await Promise.all([
      load('server/modules/checkout/place-order-repository.ts'),
      load('server/modules/charges/pix-charge-repository.ts'),
      load('domain/pricing.ts'),
    ])
    return {
      products: order.checkoutProducts,
      place: order.placeOrderStatement,
      charge: pix.recordChargeStatement,
      priceOrder: pricing.priceOrder,
    }
  })()
  return statements
}

const PIX_MINUTES = 30 * 60_000

/**
 * One PIX checkout as the shop runs it in this benchmark, statement for statement, each its own
 * transaction as there (no Idempotency-Key, no projects): read the products; place the order in
 * one statement (stock, books, order, status, items, address, saved address, account name, the
 * owners' email); then the first charge of the simulated provider, recorded with the customer's
 * confirmation email. `run(query)` sends one driver query ({ name, text, values }) and resolves
 * with its rows. False when sold out (nothing written).
 */
export async function placeOrderSql(run, buyer, lines) {
  const s = await checkoutStatements()
  const ids = lines.map((l) => l.productId)
  const found = new Map((await run(s.products.forDriver({ ids }))).map((p) => [p.id, p]))
  const priced = lines.map((l) => ({
    product: found.get(l.productId),
    quantity: l.quantity,
    unitPriceCents: found.get(l.productId).price_cents,
  }))
  const price = s.priceOrder(priced, 'pix')
  const id = randomUUID()
  const now = new Date()
  const items = priced.map((l) => ({
    name: l.product.name,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
  }))
  const order = { orderId: id, totalCents: price.totalCents, paymentMethod: 'pix' }
  const subject = `Pedido #${id.slice(0, 8)}`
  const [placed] = await run(
    s.place.forDriver({
      id,
      userId: buyer.userId,
      status: 'pendente',
      paymentMethod: 'pix',
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      shippingCostCents: price.shippingCents,
      totalCents: price.totalCents,
      pixCode: null,
      pixCharge: 'creating',
      pixAttempt: 1,
      idempotencyKey: null,
      requestHash: null,
      saleProductIds: ids,
      saleQuantities: lines.map((l) => l.quantity),
      items: JSON.stringify(
        priced.map((l) => ({
          product_id: l.product.id,
          quantity: l.quantity,
          unit_price_cents: l.unitPriceCents,
          product_name: l.product.name,
          product_image: l.product.image,
          terms_acceptance: null,
          units_state: 'held',
        })),
      ),
      address: JSON.stringify(ADDRESS),
      accountName: ADDRESS.name,
      emails: '[]',
      ownersEmail: JSON.stringify({
        subject,
        type: 'new-order',
        data: { ...order, customerName: ADDRESS.name, items, address: ADDRESS },
      }),
      now,
    }),
  )
  if (!placed) return false
  const expiresAt = new Date(now.getTime() + PIX_MINUTES)
  const code = `00020101021126580014br.gov.bcb.pix0136${id}5204000053039865406${price.totalCents}`
  const confirmation = { ...order, name: ADDRESS.name, items, pixCode: code }
  await run(
    s.charge.forDriver({
      orderId: id,
      attempt: 1,
      code,
      expiresAt,
      paymentId: `sim-pix-${id}-1-${expiresAt.getTime()}`,
      emails: JSON.stringify([
        { to: buyer.email, subject, type: 'order-confirmation', data: confirmation },
      ]),
      now,
    }),
  )
  return true
}
