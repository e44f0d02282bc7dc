import type { Db } from '#server/db/client.ts'
import {
  insertProducts,
  type NewProductRow,
  type ProductRow,
} from '#server/modules/products/product-repository.ts'

/** A valid body for POST/PATCH /api/admin/products. */
export const PRODUCT_INPUT = {
  name: 'Capa de Volante Costurada',
  priceCents: 8990,
  category: 'Volantes',
  stock: 3,
  image: 'https://cdn.exemplo.com/capa.jpg',
  description: 'Capa em couro legítimo, costurada à mão.',
  isCustomOrder: false,
  videoUrl: null,
}

/**
 * A valid body for PATCH /api/admin/products/{id}: PRODUCT_INPUT as a form that loaded `loaded`
 * (its version, and its stock as the number typed unless `changes` says otherwise).
 */
export const productEdit = (
  loaded: { version: number; stock: number },
  changes: Record<string, unknown> = {},
) => ({
  ...PRODUCT_INPUT,
  stock: loaded.stock,
  version: loaded.version,
  stockLoaded: loaded.stock,
  ...changes,
})

/** Inserts one product straight into the database (a catalog product unless told otherwise). */
export async function seedProduct(
  db: Db,
  changes: Partial<NewProductRow> = {},
): Promise<ProductRow> {
  const [row] = await insertProducts(db, [
    {
      name: 'Tapete Bordado',
      priceCents: 15000,
      description: 'Tapete bordado à mão',
      image: 'https://cdn.exemplo.com/tapete.jpg',
      category: 'Tapetes',
      stock: 0,
      ...changes,
    },
  ])
  if (!row) throw new Error('product not seeded')
  return row
}
