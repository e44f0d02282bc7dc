// The phone benchmark's product in options (decision 053: the product page's choice): the store's
// first product given three options as the owner's panel saves them (PUT
// /api/admin/products/:id/variants), 2 sizes × 3 colours × 4 car models, the Corolla ones at a
// price of their own; and, on its page loaded on the throttled phone, the time from tapping
// 'Corolla' to the frame in which the page's price says that variant's price.
import { signInAsAdmin } from './lib.mjs'
import { tapAndWatch } from './mobile-tap.mjs'
import { OWN_PRICE_CHANGE_CENTS, VARIANT_OPTIONS } from './variant-catalog.mjs'

/** Units of each variant: a tap adds one, whichever is chosen. */
const VARIANT_STOCK = 3
/** The price on the product page: its first paragraph after the name (product-view.tsx). */
const PRICE = 'main h1 + div > p'

const brl = (cents) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100)

/** Every combination of the options' values, the first option changing slowest (the owner's order). */
function combinations(options) {
  return options.reduce(
    (all, option) => all.flatMap((values) => option.values.map((value) => [...values, value])),
    [[]],
  )
}

/**
 * Gives `product` (as GET /api/products/:id answers it) the benches' three options and their 24
 * variants through the owner's save; resolves with the product as its page reads it, `first` its
 * first variant (the page the benchmark opens, as a shared link to it) and `choice` what a tap
 * there picks: the 'Corolla' of the same size and colour, at its own price.
 */
export async function withThreeOptions(base, product) {
  const cookie = await signInAsAdmin(base)
  const headers = { cookie, origin: base, 'content-type': 'application/json' }
  const url = `${base}/api/admin/products/${product.id}`
  const { product: owned } = await (await fetch(url, { headers })).json()
  const [, , carModel] = VARIANT_OPTIONS
  const corolla = carModel.values.at(-1)
  const body = {
    version: owned.version,
    options: VARIANT_OPTIONS.map((o) => ({
      name: o.name,
      values: o.values.map((value) => ({ value })),
    })),
    variants: combinations(VARIANT_OPTIONS).map((values) => ({
      values,
      stock: VARIANT_STOCK,
      ...(values.at(-1) === corolla && { priceCents: owned.priceCents + OWN_PRICE_CHANGE_CENTS }),
    })),
  }
  const saved = await fetch(`${url}/variants`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  })
  if (saved.status !== 200) throw new Error(`saving the variants answered ${saved.status}`)
  const detail = await (await fetch(`${base}/api/products/${product.id}`)).json()
  const [first] = detail.variants
  const chosen = detail.variants.find(
    (v) =>
      v.values.at(-1) === corolla &&
      v.values[0] === first.values[0] &&
      v.values[1] === first.values[1],
  )
  return {
    ...product,
    ...detail,
    photos: product.photos,
    first,
    choice: {
      option: carModel.name,
      value: corolla,
      price: brl(chosen.priceCents ?? detail.priceCents),
    },
  }
}

/**
 * On the page of `product.first`, loaded and settled by measureLoad: taps `product.choice`'s value
 * and returns tapToPriceMs (the frame in which the price says the chosen variant's rendered) with
 * the other figures of tapAndWatch, under their own names.
 */
export async function measureChoiceRepaint(page, product) {
  const { option, value, price } = product.choice
  const before = await page.locator(PRICE).first().textContent({ timeout: 5_000 })
  if (before === price) throw new Error(`${page.url()}: the price is ${price} before the choice`)
  const radio = page
    .getByRole('radiogroup', { name: new RegExp(`^${option}`) })
    .getByRole('radio', { name: value, exact: true })
  const figures = await tapAndWatch(page, radio, { selector: PRICE, full: price, root: 'main' })
  return {
    tapToPriceMs: figures.tapToPaintMs,
    priceFrameMs: figures.tapToFrameMs,
    priceChangeMs: figures.tapToChangeMs,
    priceInputDelayMs: figures.inputDelayMs,
  }
}
