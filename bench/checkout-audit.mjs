// The checkout benchmark's proof (bench/checkout-sql.mjs prepareCheckout's products): nothing
// oversold, per product and per variant, the stock books balanced, one address per order; and the
// bytes the order tables take.

const ORDER_TABLES = [
  'orders',
  'order_items',
  'shipping_addresses',
  'email_outbox',
  'stock_movements',
  'order_status_changes',
]

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
 * any negative stock; orders without their shipping address; the same per variant, and the books
 * (auditVariants).
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
    ...(await auditVariants(query, products, rows)),
    mismatched,
    soldOut: rows.filter((r) => r.stock === 0).length,
    unitsSold: rows.reduce((sum, r) => sum + r.sold, 0),
  }
}

/**
 * The audit per variant after a run, for `products` as prepareCheckout answered them (with their
 * variants' initial stock) and `rows` their stock now (id, stock): variants whose order lines'
 * units are not the stock they lost, and books off (a variant's stock not the sum of its
 * movements, those naming no variant being the product's one variant's; a product's stock not
 * the sum of its variants').
 */
async function auditVariants(query, products, rows) {
  const ids = products.map((p) => p.id)
  const variants = await query(
    `SELECT v.id, v.product_id AS "productId", v.stock, coalesce(s.sold, 0)::int AS sold,
       coalesce(m.booked, 0)::int AS booked
     FROM product_variants v
     LEFT JOIN (SELECT variant_id, sum(quantity) AS sold FROM order_items
       WHERE product_id = ANY($1::uuid[]) GROUP BY variant_id) s ON s.variant_id = v.id
     LEFT JOIN (SELECT coalesce(variant_id, product_id) AS id, sum(quantity) AS booked
       FROM stock_movements WHERE product_id = ANY($1::uuid[]) GROUP BY 1) m ON m.id = v.id
     WHERE v.product_id = ANY($1::uuid[])`,
    [ids],
  )
  const initial = new Map(products.flatMap((p) => (p.variants ?? []).map((v) => [v.id, v.stock])))
  const sums = new Map()
  for (const v of variants) sums.set(v.productId, (sums.get(v.productId) ?? 0) + v.stock)
  const productsOff = rows.filter((r) => r.stock !== (sums.get(r.id) ?? 0)).length
  return {
    variants: variants.length,
    variantsMismatched: variants.filter((v) => v.sold !== initial.get(v.id) - v.stock).length,
    offTheBooks: productsOff + variants.filter((v) => v.stock !== v.booked).length,
  }
}
