// The benchmarks' products as the shop keeps them since decision 053, written straight in SQL:
// every product with 3 options (2 sizes × 3 colours × 4 car models) and its 24 variants, its stock
// split across them, each variant's stock its opening movement, the product's the sum of its
// variants' (issue 63: the benches with 3 options and 24 variants per product), its lowest price and
// searched values as the variants' save leaves them (decision 053). openStockBooks with
// `variants: false` gives a product the one variant a product without options has instead.

/** The options every benchmark product has, in order, with their values in order. */
export const VARIANT_OPTIONS = [
  { name: 'Tamanho', values: ['38 cm', '40 cm'] },
  { name: 'Cor', values: ['Preta', 'Vermelha', 'Bege'] },
  { name: 'Modelo do carro', values: ['Gol', 'Onix', 'HB20', 'Corolla'] },
]

/** 2 × 3 × 4 = 24. */
export const VARIANTS_PER_PRODUCT = VARIANT_OPTIONS.reduce((n, o) => n * o.values.length, 1)

/**
 * The variants of the last option's last value ('Corolla') have a price of their own: this less
 * (issue 65), so each product's card says 'A partir de' that price and the price orders sort by it.
 */
export const OWN_PRICE_CHANGE_CENTS = -1000

/** products.variant_values of a product whose 24 variants are all offered: every value, in order. */
const VARIANT_VALUES = VARIANT_OPTIONS.flatMap((o) => o.values).join(' ')

/** Products given their variants per statement: each statement's rows stay a few hundred thousand. */
const BATCH = 5000

const [, second, third] = VARIANT_OPTIONS
const optionValues = JSON.stringify(
  VARIANT_OPTIONS.flatMap((o, option) =>
    o.values.map((value, position) => ({ option, position, value })),
  ),
)

/**
 * One statement for up to BATCH products that have no variant yet: their options, values and
 * variants, and each variant's opening balance. The variants are numbered in the owner's reading
 * order (the first option changing slowest, src/domain/variants); the first combination keeps the
 * product's id, as the product's one variant does when its owner first gives it options (decision
 * 053), so the movements written before naming no variant stay its own. Variant k of a product with
 * stock s holds floor(s / 24), plus one for k < s mod 24: the 24 add up to s.
 */
const GIVE_VARIANTS = `WITH bare AS MATERIALIZED (
    SELECT p.id, p.stock, p.price_cents, p.created_at, p.updated_at FROM products p
    WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
    ORDER BY p.id LIMIT $1
  ),
  options AS (
    INSERT INTO product_options (product_id, position, name)
    SELECT b.id, o.n - 1, o.name FROM bare b, unnest($2::text[]) WITH ORDINALITY AS o(name, n)
    RETURNING id, product_id, position
  ),
  option_values AS (
    INSERT INTO product_option_values (option_id, position, value)
    SELECT o.id, v.position, v.value FROM options o
    JOIN jsonb_to_recordset($3::jsonb) AS v(option smallint, position smallint, value text)
      ON v.option = o.position
    RETURNING id, option_id, position, value
  ),
  picked AS MATERIALIZED (
    SELECT o.product_id, o.position AS option, v.id, v.position, v.value
    FROM option_values v JOIN options o ON o.id = v.option_id
  ),
  combinations AS (
    SELECT a.product_id, ARRAY[a.id, b.id, c.id] AS value_ids,
      a.value || ' / ' || b.value || ' / ' || c.value AS label,
      (a.position * $4::int + b.position) * $5::int + c.position AS position,
      c.position = $5::int - 1 AS own_price
    FROM picked a
    JOIN picked b ON b.product_id = a.product_id AND b.option = 1
    JOIN picked c ON c.product_id = a.product_id AND c.option = 2
    WHERE a.option = 0
  ),
  variants AS (
    INSERT INTO product_variants (id, product_id, position, value_ids, label, stock, price_cents,
      sku, created_at, updated_at)
    SELECT CASE WHEN c.position = 0 THEN b.id ELSE gen_random_uuid() END, b.id, c.position,
      c.value_ids, c.label, b.stock / $6::int + (c.position < b.stock % $6::int)::int,
      CASE WHEN c.own_price THEN b.price_cents + $7::int END,
      'VB-' || upper(replace(b.id::text, '-', '')) || '-' || c.position,
      b.created_at, b.updated_at
    FROM combinations c JOIN bare b ON b.id = c.product_id
    RETURNING id, product_id, stock
  ),
  booked AS (
    INSERT INTO stock_movements (product_id, variant_id, quantity, reason)
    SELECT product_id, id, stock, 'opening_balance' FROM variants
    RETURNING 1
  ),
  carded AS (
    UPDATE products p SET lowest_price_cents = least(b.price_cents, b.price_cents + $7::int),
      variant_values = $8
    FROM bare b WHERE p.id = b.id
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM carded)::int AS products, (SELECT count(*) FROM booked)::int AS variants`

/** The one variant of a product without options (its id the product's) and its opening balance. */
const ONE_VARIANT = [
  `INSERT INTO product_variants (id, product_id, stock, created_at, updated_at)
   SELECT p.id, p.id, p.stock, p.created_at, p.updated_at FROM products p
   WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`,
  `INSERT INTO stock_movements (product_id, variant_id, quantity, reason)
   SELECT p.id, p.id, p.stock, 'opening_balance' FROM products p
   WHERE NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_id = p.id)`,
]

/**
 * What the app writes with a product, for products written straight in SQL (`query` as
 * lib.mjs withDatabase's): each product that has no variant yet gets its 24 (or, with
 * `variants: false`, its one) and its stock books, so a variant's stock is the sum of its
 * movements and a product's the sum of its variants'. Answers how many products it gave variants.
 */
export async function openStockBooks(query, { variants = true } = {}) {
  if (!variants) {
    for (const statement of ONE_VARIANT) await query(statement)
    return 0
  }
  const params = [
    BATCH,
    VARIANT_OPTIONS.map((o) => o.name),
    optionValues,
    second.values.length,
    third.values.length,
    VARIANTS_PER_PRODUCT,
    OWN_PRICE_CHANGE_CENTS,
    VARIANT_VALUES,
  ]
  let given = 0
  for (;;) {
    const [row] = await query(GIVE_VARIANTS, params)
    if (row.variants !== row.products * VARIANTS_PER_PRODUCT) {
      throw new Error(`${row.products} products were given ${row.variants} variants`)
    }
    given += row.products
    if (row.products < BATCH) break
  }
  if (given > 0) await query('ANALYZE product_options, product_option_values, product_variants')
  return given
}

/**
 * The variants of `productIds` (id, productId, label, stock, priceCents), in each product's order,
 * grouped by product id: what a buyer picks from.
 */
export async function variantsOf(query, productIds) {
  const rows = await query(
    `SELECT id, product_id AS "productId", label, stock, price_cents AS "priceCents"
     FROM product_variants WHERE product_id = ANY($1::uuid[]) AND offered
     ORDER BY product_id, position`,
    [productIds],
  )
  const byProduct = new Map(productIds.map((id) => [id, []]))
  for (const row of rows) byProduct.get(row.productId).push(row)
  return byProduct
}

const pick = (list) => list[Math.floor(Math.random() * list.length)]

/**
 * A buyer's order: 1 or 2 different products of `products` (prepareCheckout's), each a random one
 * of its variants (none named for a product that is its one variant, as carts saved before
 * variants), 1 to `maxUnits` units each, in the order the app locks them (by product id).
 */
export function pickVariantLines(products, maxUnits = 2) {
  const first = pick(products)
  const second = pick(products)
  const chosen = Math.random() < 0.5 || second === first ? [first] : [first, second]
  return chosen
    .map((p) => {
      const variantId = pick(p.variants).id
      const quantity = 1 + Math.floor(Math.random() * maxUnits)
      return variantId === p.id && p.variants.length === 1
        ? { productId: p.id, quantity }
        : { productId: p.id, variantId, quantity }
    })
    .sort((a, b) => a.productId.localeCompare(b.productId))
}
