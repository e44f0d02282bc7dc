import type { AdminOrderListQuery, AdminOrderPage } from '#domain/admin-order-view.ts'
import type { Db } from '#server/db/client.ts'

/**
 * One page of 'Pedidos' (issue 17): the orders matching the status filter and the search (short-id
 * prefix, customer name or email), newest first, with every filter's count for the same search.
 */
export async function listAdminOrderPage(
  _db: Db,
  _query: AdminOrderListQuery,
): Promise<AdminOrderPage> {
  throw new Error('listAdminOrderPage: not written yet')
}
