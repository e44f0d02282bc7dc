// Buyers for the reliability scripts (issue 9): signed-in customers placing PIX orders through
// POST /api/orders exactly as the browser does (session cookie, Origin header, JSON body).
import { request } from 'undici'
import { ADDRESS, prepareCheckout } from './checkout-sql.mjs'

/** src/domain/money.ts pixTotal: 10% off, rounded half up, in integers. */
export const pixTotal = (cents) => Math.floor((cents * 90 + 50) / 100)

/**
 * The contested products and signed-in customers of the checkout benchmark (checkout-sql.mjs),
 * `count` of them used; with `stock`, every product gets that much so sold out stays rare. Each
 * product is its one variant (no options: lines name no variant, at the product's price, as the
 * crash audit checks them).
 */
export async function prepareBuyers(query, { count, stock } = {}) {
  const setup = await prepareCheckout(query, { variants: false })
  if (stock !== undefined) {
    const ids = setup.products.map((p) => p.id)
    // Booked as the owner's adjustment of the one variant (whose id is the product's), so the
    // stock books still balance (issue 15, decision 053).
    await query(
      `INSERT INTO stock_movements (product_id, variant_id, quantity, reason)
       SELECT id, id, $1 - stock, 'adjustment' FROM products WHERE id = ANY($2::uuid[]) AND stock <> $1`,
      [stock, ids],
    )
    await query('UPDATE products SET stock = $1 WHERE id = ANY($2::uuid[])', [stock, ids])
    await query('UPDATE product_variants SET stock = $1 WHERE id = ANY($2::uuid[])', [stock, ids])
    for (const product of setup.products) {
      product.stock = stock
      for (const variant of product.variants) variant.stock = stock
    }
  }
  return { products: setup.products, buyers: setup.buyers.slice(0, count) }
}

/** 1 or 2 different products, 1 to 3 units each. */
export function pickLines(products) {
  const first = products[Math.floor(Math.random() * products.length)]
  const second = products[Math.floor(Math.random() * products.length)]
  const chosen = Math.random() < 0.5 || second === first ? [first] : [first, second]
  return chosen.map((p) => ({ productId: p.id, quantity: 1 + Math.floor(Math.random() * 3) }))
}

/** A valid address that differs per buyer and per order, so each order's own can be recognised. */
export const addressFor = (buyer, sequence) => ({
  ...ADDRESS,
  name: `Comprador ${buyer + 1}`,
  number: String(sequence),
})

/** POST /api/orders with PIX; resolves with the status and the parsed body (or null). */
export async function placePixOrder({ base, dispatcher, token, items, address }) {
  const res = await request(`${base}/api/orders`, {
    method: 'POST',
    dispatcher,
    headers: {
      'content-type': 'application/json',
      origin: base,
      cookie: `vitrine_session=${token}`,
    },
    body: JSON.stringify({ items, address, paymentMethod: 'pix' }),
  })
  const text = await res.body.text()
  return { status: res.statusCode, body: parseJson(text), text }
}

/** GET /api/orders of a buyer: the ids of the orders the shop shows them. */
export async function listOrders({ base, dispatcher, token }) {
  const res = await request(`${base}/api/orders`, {
    dispatcher,
    headers: { cookie: `vitrine_session=${token}` },
  })
  const text = await res.body.text()
  return { status: res.statusCode, body: parseJson(text), text }
}

function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
