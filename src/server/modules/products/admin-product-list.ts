import type { AdminProductListItem, CatalogPage } from '#domain/product.ts'
import type { Db } from '#server/db/client.ts'
import { countOptionVariants } from './admin-product-list-repository.ts'
import { toAdminProduct } from './product-answer.ts'
import { getProductPage, type CatalogQuery } from './product-service.ts'

/**
 * A page of the owner's 'Produtos': the owner's catalog (hidden products too, never a project made
 * for one client), each product with how many variants its options make (decision 053), which the
 * table shows beside its stock, their sum.
 */
export async function getAdminProductPage(
  db: Db,
  query: Omit<CatalogQuery, 'scope'>,
): Promise<CatalogPage<AdminProductListItem>> {
  const page = await getProductPage(db, { ...query, scope: 'owner' }, toAdminProduct)
  const counts = await countOptionVariants(
    db,
    page.items.map((product) => product.id),
  )
  return {
    ...page,
    items: page.items.map((product) => ({ ...product, variantCount: counts.get(product.id) ?? 0 })),
  }
}
