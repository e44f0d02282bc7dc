import { Hono, type Context } from 'hono'
import { orderNotFound } from '#domain/order-errors.ts'
import { ORDER_STATUS } from '#domain/order-status.ts'
import { adminOrdersCsv, adminOrdersCsvFilename } from '#domain/admin-order-csv.ts'
import { adminOrderListQuerySchema } from '#domain/admin-order-view.ts'
import { conflict } from '#domain/errors.ts'
import {
  ADMIN_ORDER_MESSAGES,
  orderStatusUpdateSchema,
  trackingCodeSchema,
} from '#domain/schemas/admin-orders.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { endCancelledPreference } from '#server/payments/card-expiry.ts'
import { findOpenPreference } from '#server/payments/card-expiry-repository.ts'
import type { PaymentProvider } from '#server/payments/provider.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { markDeliveredOrders } from '#server/modules/order-lifecycle/delivery-check.ts'
import {
  orderMailSettings,
  type OrderMailSource,
} from '#server/modules/order-lifecycle/order-notifications.ts'
import { findAdminOrderDetail, findOrderIdsStartingWith } from './admin-order-detail-repository.ts'
import { quotedIdPrefix } from '#domain/text.ts'
import { isUuid } from '#server/db/ids.ts'
import { listAdminOrderPage, listAdminOrdersForExport } from './admin-order-list-repository.ts'
import { deleteOrder, setOrderStatus, setTrackingCode } from './admin-order-changes.ts'
import { findAdminOrder, toAdminOrderSummary } from './admin-order-repository.ts'
import { findLiveChargeId } from '#server/modules/charges/pix-charge-repository.ts'
import { endSettledCharge } from '#server/modules/charges/pix-payment.ts'

const owner = (c: Context<AppEnv>) => ({ actor: 'owner' as const, adminId: c.get('user')!.id })

/** Admin 'Pedidos': the list to work through, one order's detail, status, tracking and delete. */
export function adminOrderRoutes(
  deps: OrderMailSource & {
    db: Db
    catalog: Pick<CatalogCache, 'invalidate'>
    provider: PaymentProvider
  },
) {
  const { db, catalog } = deps
  // The shop as its e-mails and chat links show it now (the panel's settings: issue 44).
  const mail = () => orderMailSettings(deps)

  async function answer(changed: boolean, id: string) {
    const order = changed ? await findAdminOrder(db, id) : undefined
    if (!order) throw orderNotFound()
    return { order: toAdminOrderSummary(order) }
  }

  /**
   * The order an id names, or the one whose id starts with the 8 or more characters a customer
   * quoted (issue 38); several orders starting so: 409 'order-id-ambiguous' (the panel shows them
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
      .get('/', validate('query', adminOrderListQuerySchema), async (c) => {
        // Spec section 4: the delivery check also runs when orders load.
        await markDeliveredOrders(db, mail())
        return c.json(await listAdminOrderPage(db, c.req.valid('query')))
      })
      // The whole filtered list (every page), for a spreadsheet. Before /:id, which would take it.
      .get('/export.csv', validate('query', adminOrderListQuerySchema), async (c) => {
        await markDeliveredOrders(db, mail())
        const { status, q } = c.req.valid('query')
        const csv = adminOrdersCsv(await listAdminOrdersForExport(db, { status, q }))
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
        const changed = await setOrderStatus(db, id, status, owner(c), mail())
        // Units may have moved through the ledger (committed by now): the store shows it.
        if (changed) catalog.invalidate()
        // Settled by the owner: a PIX charge still open is ended, so nobody pays it too.
        if (changed) await endSettledCharge(deps, id)
        // Cancelled: a card preference still taking payments ends now (decision 027).
        if (changed && status === ORDER_STATUS.cancelled) await endCancelledPreference(deps, id)
        return c.json(await answer(changed, id))
      })
      .put('/:id/tracking', validate('json', trackingCodeSchema), async (c) => {
        const id = c.req.param('id')
        const { trackingCode } = c.req.valid('json')
        const changed = await setTrackingCode(db, id, trackingCode, owner(c), mail())
        return c.json(await answer(changed, id))
      })
      .delete('/:id', async (c) => {
        const id = c.req.param('id')
        const charge = await findLiveChargeId(db, id)
        const preference = await findOpenPreference(db, id, new Date())
        if (!(await deleteOrder(db, id))) throw orderNotFound()
        // A deleted order's open PIX charge or card preference is ended too.
        if (charge) await endSettledCharge(deps, id, charge)
        if (preference) await endCancelledPreference(deps, id, preference)
        // Units it held are back on the shelf.
        catalog.invalidate()
        return c.body(null, 204)
      })
  )
}
