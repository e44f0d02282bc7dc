import data from './demo-products.json' with { type: 'json' }

interface DemoProduct {
  name: string
  /** Integer centavos: 18990 = R$ 189,90. */
  priceCents: number
  description: string
  /**
   * The illustration its demo photos were drawn from (public/demo/products/<slug>.svg, still
   * served), which names them in demo-photos/manifest.json. The seed writes the cover photo's
   * address as `image` instead; migration 0014 knew the rows seeded before by this one.
   */
  image: string
  category: string
  stock: number
  isCustomOrder: boolean
}

/** The demo catalog, newest first: the seed gives the first entry the most recent created_at. */
export const demoProducts: readonly DemoProduct[] = data
