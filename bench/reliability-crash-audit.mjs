// The proof after a crash-safety run (bench/crash-safety.mjs), read straight from the database with
// the shop stopped: acknowledged orders intact, no order half-written, stock = initial - sold,
// and every product's stock equal to the sum of its stock movements.
import { pixTotal } from './reliability-buyers.mjs'

/**
 * Per product: its stock and the units its order lines keep off the shelf ('held' for an order,
 * 'shipped' with a parcel; not 'returned', by a cancellation or a parcel back: issue 46). Taken
 * before and after a run.
 */
export function stockSnapshot(query) {
  return query(
    `SELECT p.id, p.stock,
       coalesce((SELECT sum(quantity) FROM order_items i WHERE i.product_id = p.id
         AND i.units_state IN ('held', 'shipped')), 0)::int AS sold
     FROM products p`,
  )
}

const ADDRESS_FIELDS = [
  'name',
  'whatsapp',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
]

const itemsKey = (items) =>
  items
    .map((i) => `${i.productId}x${i.quantity}`)
    .sort()
    .join(',')

/** What is wrong with one acknowledged order as stored; empty when it is intact. */
function problemsOf(ack, order, items, address, prices) {
  const problems = []
  if (order.user_id !== ack.userId) problems.push('another customer')
  const stored = items.map((i) => ({ productId: i.product_id, quantity: i.quantity }))
  if (itemsKey(stored) !== itemsKey(ack.items)) problems.push('items differ')
  if (items.some((i) => i.unit_price_cents !== prices.get(i.product_id))) {
    problems.push('unit price differs from the product price')
  }
  const subtotal = ack.items.reduce((s, i) => s + prices.get(i.productId) * i.quantity, 0)
  if (order.subtotal_cents !== subtotal) problems.push('subtotal')
  if (order.total_cents !== pixTotal(subtotal) || order.total_cents !== ack.totalCents) {
    problems.push(`total ${order.total_cents}, expected ${pixTotal(subtotal)}`)
  }
  if (!address) problems.push('no shipping address')
  else if (ADDRESS_FIELDS.some((f) => (address[f] ?? null) !== (ack.address[f] ?? null))) {
    problems.push('shipping address differs')
  }
  return problems
}

async function checkAcknowledged(query, acknowledged, prices) {
  const ids = acknowledged.map((a) => a.id)
  const orders = await query(
    'SELECT id, user_id, subtotal_cents, total_cents FROM orders WHERE id = ANY($1::uuid[])',
    [ids],
  )
  const items = await query(
    `SELECT order_id, product_id, quantity, unit_price_cents FROM order_items
     WHERE order_id = ANY($1::uuid[])`,
    [ids],
  )
  const addresses = await query(
    'SELECT * FROM shipping_addresses WHERE order_id = ANY($1::uuid[])',
    [ids],
  )
  const orderById = new Map(orders.map((o) => [o.id, o]))
  const addressById = new Map(addresses.map((a) => [a.order_id, a]))
  const itemsById = new Map()
  for (const item of items)
    itemsById.set(item.order_id, [...(itemsById.get(item.order_id) ?? []), item])
  const lost = []
  const damaged = []
  for (const ack of acknowledged) {
    const order = orderById.get(ack.id)
    if (!order) {
      lost.push(ack.id)
      continue
    }
    const problems = problemsOf(
      ack,
      order,
      itemsById.get(ack.id) ?? [],
      addressById.get(ack.id),
      prices,
    )
    if (problems.length) damaged.push({ id: ack.id, problems })
  }
  return { found: orders.length, lost, damaged }
}

/** Every order in the database, acknowledged or not, must be whole: counts of those that are not. */
async function halfWritten(query) {
  const [row] = await query(
    `SELECT
       (SELECT count(*) FROM orders) ::int AS orders,
       (SELECT count(*) FROM orders o
         WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id))::int
         AS "withoutItems",
       (SELECT count(*) FROM orders o
         WHERE (SELECT count(*) FROM shipping_addresses a WHERE a.order_id = o.id) <> 1)::int
         AS "notOneAddress",
       (SELECT count(*) FROM order_items i
         WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id))::int AS "orphanItems",
       (SELECT count(*) FROM shipping_addresses a
         WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = a.order_id))::int
         AS "orphanAddresses",
       (SELECT count(*) FROM orders o
         WHERE o.subtotal_cents <> (SELECT coalesce(sum(i.quantity * i.unit_price_cents), 0)
           FROM order_items i WHERE i.order_id = o.id)
           OR (o.payment_method = 'pix'
             AND o.total_cents <> floor((o.subtotal_cents * 90 + 50) / 100)))::int
         AS "wrongTotals",
       (SELECT count(*) FROM orders o
         LEFT JOIN (SELECT data->>'orderId' AS id, count(*) AS n FROM email_outbox GROUP BY 1) e
           ON e.id = o.id::text
         -- A PIX order killed between its commit and its charge (pix_charge 'creating') has the
         -- owner's email only: its confirmation goes with the charge, which the reconciliation job
         -- makes on the next start (decision 018).
         WHERE coalesce(e.n, 0) <> 2
           AND NOT (o.pix_charge = 'creating' AND coalesce(e.n, 0) = 1))::int AS "withoutTwoEmails",
       (SELECT count(*) FROM products p
         WHERE p.stock <> (SELECT coalesce(sum(m.quantity), 0) FROM stock_movements m
           WHERE m.product_id = p.id))::int AS "stockOffTheBooks",
       -- Per variant too (decision 053): its stock is its movements' (those written before
       -- variants name the product, whose id is its one variant's), and a product's its variants'.
       (SELECT count(*) FROM product_variants v
         WHERE v.stock <> (SELECT coalesce(sum(m.quantity), 0) FROM stock_movements m
           WHERE coalesce(m.variant_id, m.product_id) = v.id))::int AS "variantStockOffTheBooks",
       (SELECT count(*) FROM products p
         WHERE p.stock <> (SELECT coalesce(sum(v.stock), 0) FROM product_variants v
           WHERE v.product_id = p.id))::int AS "productNotItsVariants"`,
  )
  const { orders, ...problems } = row
  return { orders, problems, total: Object.values(problems).reduce((a, b) => a + b, 0) }
}

/**
 * `before`: stockSnapshot() before the run; `acknowledged`: what the client saw answered 201
 * ({id, userId, items, address, totalCents}); `products`: the products it bought from.
 */
export async function auditCrashRun(query, { before, acknowledged, products }) {
  const prices = new Map(products.map((p) => [p.id, p.priceCents]))
  const acks = await checkAcknowledged(query, acknowledged, prices)
  const whole = await halfWritten(query)
  const after = await stockSnapshot(query)
  const initial = new Map(before.map((p) => [p.id, p]))
  const stockMismatches = after.filter((p) => {
    const was = initial.get(p.id)
    return !was || p.stock !== was.stock - (p.sold - was.sold)
  }).length
  const [negative] = await query('SELECT count(*)::int AS n FROM products WHERE stock < 0')
  const unitsSold = after.reduce((s, p) => s + p.sold - (initial.get(p.id)?.sold ?? 0), 0)
  return {
    acknowledged: acknowledged.length,
    found: acks.found,
    lost: acks.lost.length,
    damaged: acks.damaged.length,
    ordersInDatabase: whole.orders,
    halfWritten: whole.total,
    halfWrittenDetail: whole.problems,
    stockMismatches,
    negativeStock: negative.n,
    unitsSold,
    examples: { lost: acks.lost.slice(0, 5), damaged: acks.damaged.slice(0, 5) },
  }
}
