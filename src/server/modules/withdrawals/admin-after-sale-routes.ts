import { Hono, type Context } from 'hono'
import { orderNotFound } from '#domain/orders/order-errors.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { isUuid } from '#server/db/ids.ts'
import { markParcelReturned } from '#server/modules/order-lifecycle/order-lifecycle.ts'
import {
  orderMailSettings,
  type OrderMailSource,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { findAdminOrderDetail } from '#server/modules/orders/admin-order-detail-repository.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import { startProduction } from './production-service.ts'
import { confirmPixRefund, refundThroughProvider } from './refund-service.ts'

/**
 * The owner's side of a withdrawal (decision 039), on the order's page: 'Reembolsar', 'Reembolso feito
 * por PIX', 'Produto devolvido' and 'Produção iniciada'. Mounted at /api/admin/orders beside the
 * order's other routes; each answers the order's detail as it is now.
 */
export function adminAfterSaleRoutes(
  deps: OrderMailSource & {
    db: Db
    catalog: Pick<CatalogCache, 'invalidate'>
    provider: PaymentProvider
    now: () => Date
  },
) {
  const { db, catalog } = deps
  const mail = () => orderMailSettings(deps)
  const refundDeps = () => ({ db, provider: deps.provider, catalog, mail: mail(), now: deps.now() })
  const adminId = (c: Context<AppEnv>) => c.get('user')!.id

  async function answer(c: Context<AppEnv>, id: string) {
    const order = await findAdminOrderDetail(db, id, mail())
    if (!order) throw orderNotFound()
    return c.json({ order })
  }

  /** The id of an order that exists; the 404 otherwise (a malformed id included). */
  function orderId(c: Context<AppEnv>) {
    const id = c.req.param('id') ?? ''
    if (!isUuid(id)) throw orderNotFound()
    return id
  }

  return new Hono<AppEnv>()
    .use(requireAdmin)
    .post('/:id/refund', async (c) => {
      const id = orderId(c)
      await refundThroughProvider(refundDeps(), id, adminId(c))
      return answer(c, id)
    })
    .post('/:id/refund/pix', async (c) => {
      const id = orderId(c)
      await confirmPixRefund(refundDeps(), id, adminId(c))
      return answer(c, id)
    })
    .post('/:id/returned', async (c) => {
      const id = orderId(c)
      const at = deps.now()
      const changed = await db.transaction((tx) => markParcelReturned(tx, id, at))
      if (!changed) throw orderNotFound()
      catalog.invalidate()
      return answer(c, id)
    })
    .post('/:id/production-started', async (c) => {
      const id = orderId(c)
      if (!(await startProduction(db, id, mail(), deps.now()))) throw orderNotFound()
      return answer(c, id)
    })
}
