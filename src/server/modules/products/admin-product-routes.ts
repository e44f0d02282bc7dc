import { Hono } from 'hono'
import { conflict } from '#domain/errors.ts'
import {
  adminProductQuerySchema,
  PRODUCT_FORM_MESSAGES,
  productInputSchema,
} from '#domain/schemas/product-form.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { deleteProduct, insertProduct, updateProduct } from './product-repository.ts'
import { getProductPage, isProductId, productNotFound, toProduct } from './product-service.ts'

/**
 * Admin 'Produtos': the catalog only, never a project made for one client. The list is read from
 * the database (the admin sees their own edits, and it is not hot); each write empties the store's
 * catalog cache once committed.
 */
export function adminProductRoutes(deps: { db: Db; catalog: Pick<CatalogCache, 'invalidate'> }) {
  const { db, catalog } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', validate('query', adminProductQuerySchema), async (c) =>
      c.json(await getProductPage(db, c.req.valid('query'))),
    )
    .post('/', validate('json', productInputSchema), async (c) => {
      const row = await insertProduct(db, c.req.valid('json'))
      catalog.invalidate()
      return c.json({ product: toProduct(row) }, 201)
    })
    .patch('/:id', validate('json', productInputSchema), async (c) => {
      const id = c.req.param('id')
      const row = isProductId(id) ? await updateProduct(db, id, c.req.valid('json')) : undefined
      if (!row) throw productNotFound()
      catalog.invalidate()
      return c.json({ product: toProduct(row) })
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id')
      let deleted = false
      try {
        deleted = isProductId(id) && (await deleteProduct(db, id))
      } catch (error) {
        // Order items reference it (no cascade there, by design: orders keep their lines).
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
          throw conflict('product-in-orders', PRODUCT_FORM_MESSAGES.inOrders)
        }
        throw error
      }
      if (!deleted) throw productNotFound()
      catalog.invalidate()
      return c.body(null, 204)
    })
}
