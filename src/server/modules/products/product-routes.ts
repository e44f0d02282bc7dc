import { Hono } from 'hono'
import { productListQuerySchema } from '#domain/schemas/product-query.ts'
import type { Db } from '#server/db/client.ts'
import { validate } from '#server/http/validate.ts'
import { getCategories, getProduct, getProductPage } from './product-service.ts'

export function productRoutes(deps: { db: Db }) {
  return (
    new Hono()
      .get('/', validate('query', productListQuerySchema), async (c) =>
        c.json(await getProductPage(deps.db, c.req.valid('query'))),
      )
      // Before '/:id', which would otherwise take 'categories' for an id.
      .get('/categories', async (c) => c.json({ categories: await getCategories(deps.db) }))
      .get('/:id', async (c) => c.json(await getProduct(deps.db, c.req.param('id'))))
  )
}
