// The SQL side of the checkout benchmark: the buyers and contested products it sets up, the proof
// that nothing was oversold, and the limit: the shop's checkout transaction
// (src/server/modules/orders/place-order.ts) as plain SQL, without HTTP.
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
     FROM generate_series(1, $1::int) AS s(i) RETURNING id`,
    [BUYERS],
  )
  const tokens = users.map(() => randomBytes(32).toString('base64url'))
  await query(
    `INSERT INTO sessions (token_hash, user_id, persistent, expires_at)
     SELECT t, u, true, now() + interval '30 days' FROM unnest($1::text[], $2::uuid[]) AS s(t, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), users.map((u) => u.id)],
  )
  return { products, buyers: users.map((u, i) => ({ userId: u.id, token: tokens[i] })) }
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

class SoldOut extends Error {}

/** One PIX checkout as place-order.ts does it, statement for statement; false when sold out. */
export async function placeOrderSql(transaction, userId, lines) {
  try {
    await transaction(async (query) => {
      const found = await query(
        'SELECT * FROM products WHERE id = ANY($1::uuid[]) AND made_for_client = false',
        [lines.map((l) => l.productId)],
      )
      const id = randomUUID()
      for (const line of lines) {
        const taken = await query(
          `UPDATE products SET stock = stock - $2, updated_at = $3
           WHERE id = $1 AND stock >= $2 RETURNING id`,
          [line.productId, line.quantity, new Date()],
        )
        if (taken.length !== 1) throw new SoldOut()
        // The stock books' row for the sale (issue 15).
        await query(
          `INSERT INTO stock_movements (product_id, quantity, reason, order_id, admin_id)
           VALUES ($1, $2, 'sale', $3, NULL)`,
          [line.productId, -line.quantity, id],
        )
      }
      const byId = new Map(found.map((p) => [p.id, p]))
      const subtotal = lines.reduce((s, l) => s + byId.get(l.productId).price_cents * l.quantity, 0)
      const total = Math.floor((subtotal * 90 + 50) / 100)
      const pixCode = `00020101021126580014br.gov.bcb.pix0136${id}5204000053039865406${total}`
      const [order] = await query(
        `INSERT INTO orders (id, user_id, status, payment_status, payment_method, subtotal_cents,
           discount_cents, shipping_cost_cents, total_cents, pix_code)
         VALUES ($1, $2, 'pendente', 'pendente', 'pix', $3, $4, 0, $5, $6) RETURNING *`,
        [id, userId, subtotal, subtotal - total, total, pixCode],
      )
      await query(
        `INSERT INTO order_status_changes (order_id, from_status, to_status, actor, admin_id)
         VALUES ($1, NULL, 'pendente', 'customer', NULL)`,
        [id],
      )
      const bought = lines.map((l) => ({ ...byId.get(l.productId), quantity: l.quantity }))
      await query(
        `INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents, product_name,
           product_image, terms_acceptance)
         SELECT $1, *, NULL FROM unnest($2::uuid[], $3::int[], $4::int[], $5::text[], $6::text[])`,
        [
          order.id,
          ...['id', 'quantity', 'price_cents', 'name', 'image'].map((k) => bought.map((b) => b[k])),
        ],
      )
      const a = ADDRESS
      const address = [a.name, a.whatsapp, a.cep, a.street, a.number, a.complement]
      const place = [a.neighborhood, a.city, a.state]
      await query(
        `INSERT INTO shipping_addresses (order_id, name, whatsapp, cep, street, number, complement,
           neighborhood, city, state) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [order.id, ...address, ...place],
      )
      await query(
        `INSERT INTO user_addresses (user_id, name, whatsapp, cep, street, number, complement,
           neighborhood, city, state, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (user_id) DO UPDATE SET name = $2, whatsapp = $3, cep = $4, street = $5,
           number = $6, complement = $7, neighborhood = $8, city = $9, state = $10, updated_at = $11`,
        [userId, ...address, ...place, new Date()],
      )
      // The owner's email goes to the admin accounts' current addresses (issue 16).
      await query('SELECT id, email FROM users WHERE is_admin ORDER BY created_at, id')
      const data = JSON.stringify({ orderId: order.id, total })
      await query(
        `INSERT INTO email_outbox ("to", subject, type, data, next_attempt_at)
         VALUES ($1, $3, 'order-confirmation', $4, $5), ($2, $3, 'new-order', $4, $5) RETURNING *`,
        [
          'comprador@bench.test',
          'dona@bench.test',
          `Pedido #${order.id.slice(0, 8)}`,
          data,
          new Date(),
        ],
      )
    })
    return true
  } catch (error) {
    if (error instanceof SoldOut) return false
    throw error
  }
}
