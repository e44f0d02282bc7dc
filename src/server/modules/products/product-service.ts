import { z } from 'zod'
import { notFound } from '#domain/errors.ts'
import type { Product, ProductPage } from '#domain/product.ts'
import { PRODUCT_NOT_FOUND, PRODUCT_PAGE_SIZE } from '#domain/schemas/product-query.ts'
import { shortDescription } from '#domain/text.ts'
import type { Db } from '#server/db/client.ts'
import { findProduct, listCategories, listProducts, type ProductRow } from './product-repository.ts'

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    priceCents: row.priceCents,
    description: row.description,
    shortDescription: shortDescription(row.description),
    image: row.image,
    category: row.category,
    stock: row.stock,
    isCustomOrder: row.isCustomOrder,
    videoUrl: row.videoUrl,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function getProductPage(
  db: Db,
  query: { limit?: number | undefined; offset?: number | undefined },
): Promise<ProductPage> {
  const limit = query.limit ?? PRODUCT_PAGE_SIZE
  const offset = query.offset ?? 0
  // One extra row tells whether another page exists without a COUNT.
  const rows = await listProducts(db, { limit: limit + 1, offset })
  return {
    items: rows.slice(0, limit).map(toProduct),
    nextOffset: rows.length > limit ? offset + limit : null,
  }
}

const uuid = z.uuid()

export async function getProduct(db: Db, id: string): Promise<Product> {
  // A malformed id cannot name a product: same answer as an unknown one, and no query.
  const row = uuid.safeParse(id).success ? await findProduct(db, id) : undefined
  if (!row) throw notFound('product-not-found', PRODUCT_NOT_FOUND)
  return toProduct(row)
}

const ptBR = new Intl.Collator('pt-BR', { sensitivity: 'base' })

/** The categories the catalog uses, sorted as a Brazilian reader expects ('Ácido' near 'Acento'). */
export async function getCategories(db: Db): Promise<string[]> {
  return (await listCategories(db)).sort(ptBR.compare)
}
