import data from './demo-products.json' with { type: 'json' }

interface DemoProduct {
  name: string
  /** Integer centavos: 18990 = R$ 189,90. */
  priceCents: number
  description: string
  /** Served by the app itself from public/: '/demo/products/<file>.svg'. */
  image: string
  category: string
  stock: number
  isCustomOrder: boolean
}

/** The demo catalog, newest first: the seed gives the first entry the most recent created_at. */
export const demoProducts: readonly DemoProduct[] = data
