import { Hono } from 'hono'
import { productListQuerySchema } from '#domain/schemas/product-query.ts'
import type { Db } from '#server/db/client.ts'
import { validate } from '#server/http/validate.ts'
import { getProduct, getProductPage } from './product-service.ts'

export function productRoutes(deps: { db: Db }) {
  return new Hono()
    .get('/', validate('query', productListQuerySchema), async (c) =>
      c.json(await getProductPage(deps.db, c.req.valid('query'))),
    )
    .get('/:id', async (c) => c.json(await getProduct(deps.db, c.req.param('id'))))
}
