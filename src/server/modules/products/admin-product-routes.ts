import { Hono } from 'hono'
import { BANNER_MESSAGES, bannerLinksTo } from '#domain/shop-banner.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import { conflict } from '#domain/errors.ts'
import {
  adminProductQuerySchema,
  PRODUCT_FORM_MESSAGES,
  productInputSchema,
  productUpdateSchema,
  productVisibilitySchema,
} from '#domain/schemas/product-form.ts'
import { shortId } from '#domain/text.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Db } from '#server/db/client.ts'
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { listMovements } from '#server/modules/inventory/stock-ledger-repository.ts'
import { productVariantsSchema } from '#domain/schemas/product-variants.ts'
import { addProduct, editProduct } from './product-edit.ts'
import { saveVariants } from './variant-save.ts'
import { deleteProduct, findProduct, setProductHidden } from './product-repository.ts'
import { getAdminProductPage } from './admin-product-list.ts'
import { toAdminProduct } from './product-answer.ts'
import { isProductId, productNotFound, withDetails } from './product-service.ts'

/** How many movements the product form shows. */
const MOVEMENTS_SHOWN = 20

/**
 * Admin 'Produtos': the owner's catalog (hidden products too, decision 045), never a project made
 * for one client. The list is read from
 * the database (the admin sees their own edits, and it is not hot); each write empties the store's
 * catalog cache once committed.
 */
export function adminProductRoutes(deps: {
  db: Db
  catalog: Pick<CatalogCache, 'invalidate'>
  shopSettings: ShopSettingsReader
}) {
  const { db, catalog } = deps
  // The store's banner never leads to a product gone from the store (decision 048).
  const refuseIfBannerLink = (id: string) => {
    if (bannerLinksTo(deps.shopSettings.current().banner.link, id)) {
      throw conflict('banner-product', BANNER_MESSAGES.linkedProduct)
    }
  }
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get('/', validate('query', adminProductQuerySchema), async (c) =>
      c.json(await getAdminProductPage(db, c.req.valid('query'))),
    )
    .post('/', validate('json', productInputSchema), async (c) => {
      const row = await addProduct(db, c.req.valid('json'), c.get('user')!.id)
      catalog.invalidate()
      return c.json({ product: await withDetails(db, toAdminProduct(row)) }, 201)
    })
    .patch('/:id', validate('json', productUpdateSchema), async (c) => {
      const id = c.req.param('id')
      const input = c.req.valid('json')
      const row = isProductId(id) ? await editProduct(db, id, input, c.get('user')!.id) : undefined
      if (!row) throw productNotFound()
      catalog.invalidate()
      return c.json({ product: await withDetails(db, toAdminProduct(row)) })
    })
    .get('/:id', async (c) => {
      // What the form reloads after a 409: the product as it is now, with its version.
      const id = c.req.param('id')
      const row = isProductId(id) ? await findProduct(db, id, 'owner') : undefined
      if (!row) throw productNotFound()
      return c.json({ product: await withDetails(db, toAdminProduct(row)) })
    })
    .put('/:id/visibility', validate('json', productVisibilitySchema), async (c) => {
      const id = c.req.param('id')
      const { hidden } = c.req.valid('json')
      if (hidden) refuseIfBannerLink(id)
      const row = isProductId(id) ? await setProductHidden(db, id, hidden) : undefined
      if (!row) throw productNotFound()
      // The store's pages, search and categories are read again without it (or with it).
      catalog.invalidate()
      return c.json({ product: await withDetails(db, toAdminProduct(row)) })
    })
    .get('/:id/variants', async (c) => {
      const id = c.req.param('id')
      const row = isProductId(id) ? await findProduct(db, id, 'owner') : undefined
      if (!row) throw productNotFound()
      const { options, variants } = await withDetails(db, toAdminProduct(row))
      return c.json({ version: row.version, options, variants })
    })
    .put('/:id/variants', validate('json', productVariantsSchema, true), async (c) => {
      const id = c.req.param('id')
      const input = c.req.valid('json')
      const row = isProductId(id) ? await saveVariants(db, id, input, c.get('user')!.id) : undefined
      if (!row) throw productNotFound()
      catalog.invalidate()
      return c.json({ product: await withDetails(db, toAdminProduct(row)) })
    })
    .get('/:id/movements', async (c) => {
      const id = c.req.param('id')
      if (!isProductId(id) || !(await findProduct(db, id, 'owner'))) throw productNotFound()
      const rows = await listMovements(db, id, MOVEMENTS_SHOWN)
      return c.json({
        movements: rows.map((m) => ({
          ...m,
          orderShortId: m.orderId ? shortId(m.orderId) : null,
          createdAt: m.createdAt.toISOString(),
        })),
      })
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id')
      refuseIfBannerLink(id)
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
