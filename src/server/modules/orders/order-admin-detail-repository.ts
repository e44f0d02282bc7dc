import type { AdminOrderDetail } from '#domain/admin-order-view.ts'
import type { Db } from '#server/db/client.ts'

/** One order as the owner packs it (issue 17); undefined when unknown or malformed. */
export async function findAdminOrderDetail(
  _db: Db,
  _id: string,
  _shop: { shopName: string },
): Promise<AdminOrderDetail | undefined> {
  throw new Error('findAdminOrderDetail: not written yet')
}
