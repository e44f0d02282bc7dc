// The catalog benchmark's side URLs (bench/catalog.mjs) and how each answer is checked: the price
// order (decision 053) and the filters of section 3.

/**
 * The store's cheapest first (decision 053): by each product's lowest price, the column
 * products_price_asc_idx walks (a product in variants at its cheapest offered one's).
 */
export const PRICE_ORDER = { name: 'price order', path: '/api/products?sort=menor-preco' }
export const FILTERS = [
  { name: 'search', path: '/api/products?q=volante' },
  { name: 'category', path: '/api/products?category=Tapetes' },
]

/** Whether every item of a filtered answer matches it: false means the API ignored the filter. */
export function filterApplied(name, body) {
  const { items } = JSON.parse(body)
  if (items.length === 0) return false
  if (name === 'category') return items.every((p) => p.category === 'Tapetes')
  if (name === PRICE_ORDER.name) {
    const key = (p) => [p.isCustomOrder ? 1 : 0, p.variantSummary.lowestPriceCents]
    return items.every((p, i) => {
      if (i === 0) return true
      const [a, b] = [key(items[i - 1]), key(p)]
      return a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])
    })
  }
  const hit = (text) => text.toLowerCase().includes('volante')
  return items.every((p) => hit(p.name) || hit(p.category) || hit(p.description))
}
