import data from './demo-products.json' with { type: 'json' }

export interface DemoProduct {
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
  /**
   * Its options and variants (decision 053), as the owner's save takes them; their stock adds up
   * to `stock`. Absent: the product is its one variant. The demo cover comes in two sizes and
   * three colours, so a new shop shows the choice on its first product.
   */
  variants?: {
    options: { name: string; values: string[] }[]
    variants: { values: string[]; stock: number; priceCents?: number }[]
  }
}

/** The save of a demo product's options and variants (PUT .../variants' body, but its version). */
export function demoVariantsBody(product: DemoProduct, version: number) {
  const { options, variants } = product.variants!
  return {
    version,
    options: options.map((o) => ({ name: o.name, values: o.values.map((value) => ({ value })) })),
    variants,
  }
}

/** The demo catalog, newest first: the seed gives the first entry the most recent created_at. */
export const demoProducts: readonly DemoProduct[] = data
