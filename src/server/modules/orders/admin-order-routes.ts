import { Hono, type Context } from 'hono'
import { orderNotFound } from '#domain/orders/order-errors.ts'
import { adminOrdersCsv, adminOrdersCsvFilename } from '#domain/orders/admin-order-csv.ts'
import { adminOrderListQuerySchema } from '#domain/orders/admin-order-view.ts'
import { conflict } from '#domain/errors.ts'
import {
  ADMIN_ORDER_MESSAGES,
  orderStatusUpdateSchema,
  trackingCodeSchema,
} from '#domain/schemas/admin-orders.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import {
  orderMailSettings,
  type OrderMailSource,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { findAdminOrderDetail, findOrderIdsStartingWith } from './admin-order-detail-repository.ts'
import { quotedIdPrefix } from '#domain/text.ts'
import { isUuid } from '#server/db/ids.ts'
import {
  changeOrderStatus,
  exportOrders,
  listOrders,
  removeOrder,
  setTrackingCode,
} from './admin-order-changes.ts'
import { findAdminOrder, toAdminOrderSummary } from './admin-order-repository.ts'

const owner = (c: Context<AppEnv>) => ({ actor: 'owner' as const, adminId: c.get('user')!.id })

/** Admin 'Pedidos': the list to work through, one order's detail, status, tracking and delete. */
export function adminOrderRoutes(
  deps: OrderMailSource & {
    db: Db
    catalog: Pick<CatalogCache, 'invalidate'>
    provider: PaymentProvider
  },
) {
  const { db } = deps
  // The shop as its e-mails and chat links show it now (the panel's settings: decision 037).
  const mail = () => orderMailSettings(deps)

  async function answer(changed: boolean, id: string) {
    const order = changed ? await findAdminOrder(db, id) : undefined
    if (!order) throw orderNotFound()
    return { order: toAdminOrderSummary(order) }
  }

  /**
   * The order an id names, or the one whose id starts with the 8 or more characters a customer
   * quoted (decision 030); several orders starting so: 409 'order-id-ambiguous' (the panel shows them
   * in the list); none, or less than 8 characters: the 404.
   */
  async function quotedOrderId(quoted: string): Promise<string> {
    if (isUuid(quoted)) return quoted
    const prefix = quotedIdPrefix(quoted)
    const ids = prefix === undefined ? [] : await findOrderIdsStartingWith(db, prefix, 2)
    if (ids.length > 1) throw conflict('order-id-ambiguous', ADMIN_ORDER_MESSAGES.ambiguousId)
    if (!ids[0]) throw orderNotFound()
    return ids[0]
  }

  return (
    new Hono<AppEnv>()
      .use(requireAdmin)
      .get('/', validate('query', adminOrderListQuerySchema), async (c) =>
        c.json(await listOrders(db, mail(), c.req.valid('query'))),
      )
      // The whole filtered list (every page), for a spreadsheet. Before /:id, which would take it.
      .get('/export.csv', validate('query', adminOrderListQuerySchema), async (c) => {
        const { status, q } = c.req.valid('query')
        const csv = adminOrdersCsv(await exportOrders(db, mail(), { status, q }))
        return c.body(csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${adminOrdersCsvFilename(new Date())}"`,
          // Customers' names, emails and numbers: kept by no cache on the way.
          'cache-control': 'no-store',
        })
      })
      .get('/:id', async (c) => {
        const order = await findAdminOrderDetail(db, await quotedOrderId(c.req.param('id')), mail())
        if (!order) throw orderNotFound()
        return c.json({ order })
      })
      .patch('/:id/status', validate('json', orderStatusUpdateSchema), async (c) => {
        const id = c.req.param('id')
        const { status } = c.req.valid('json')
        const changed = await changeOrderStatus(deps, id, status, owner(c), mail())
        return c.json(await answer(changed, id))
      })
      .put('/:id/tracking', validate('json', trackingCodeSchema), async (c) => {
        const id = c.req.param('id')
        const { trackingCode } = c.req.valid('json')
        const changed = await setTrackingCode(db, id, trackingCode, owner(c), mail())
        return c.json(await answer(changed, id))
      })
      .delete('/:id', async (c) => {
        if (!(await removeOrder(deps, c.req.param('id')))) throw orderNotFound()
        return c.body(null, 204)
      })
  )
}
