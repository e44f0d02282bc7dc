import { Hono } from 'hono'
import { z } from 'zod'
import { conflict, notFound } from '#domain/errors.ts'
import {
  adminProductQuerySchema,
  PRODUCT_FORM_MESSAGES,
  productInputSchema,
} from '#domain/schemas/product-form.ts'
import { PRODUCT_PAGE_SIZE } from '#domain/schemas/product-query.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import {
  deleteProduct,
  insertProduct,
  searchProducts,
  updateProduct,
} from './product-repository.ts'
import { toProduct } from './product-service.ts'

const productNotFound = () => notFound('product-not-found', PRODUCT_FORM_MESSAGES.notFound)

// A malformed id names no product: the same 404, and no query.
const isUuid = (id: string) => z.uuid().safeParse(id).success

/** Admin 'Produtos': the catalog only, never a project made for one client. */
export function adminProductRoutes(deps: { db: Db }) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', validate('query', adminProductQuerySchema), async (c) => {
      const { q, category, limit = PRODUCT_PAGE_SIZE, offset = 0 } = c.req.valid('query')
      // One extra row tells whether another page exists without a COUNT.
      const rows = await searchProducts(db, { q, category, limit: limit + 1, offset })
      return c.json({
        items: rows.slice(0, limit).map(toProduct),
        nextOffset: rows.length > limit ? offset + limit : null,
      })
    })
    .post('/', validate('json', productInputSchema), async (c) => {
      const row = await insertProduct(db, c.req.valid('json'))
      return c.json({ product: toProduct(row) }, 201)
    })
    .patch('/:id', validate('json', productInputSchema), async (c) => {
      const id = c.req.param('id')
      const row = isUuid(id) ? await updateProduct(db, id, c.req.valid('json')) : undefined
      if (!row) throw productNotFound()
      return c.json({ product: toProduct(row) })
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id')
      let deleted = false
      try {
        deleted = isUuid(id) && (await deleteProduct(db, id))
      } catch (error) {
        // Order items reference it (no cascade there, by design: orders keep their lines).
        if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
          throw conflict('product-in-orders', PRODUCT_FORM_MESSAGES.inOrders)
        }
        throw error
      }
      if (!deleted) throw productNotFound()
      return c.body(null, 204)
    })
}
