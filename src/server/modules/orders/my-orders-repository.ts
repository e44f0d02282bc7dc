import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { OrderStatus, PaymentMethod } from '#domain/order-status.ts'
import { shortId } from '#domain/text.ts'
import type { Db } from '#server/db/client.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'

/** One order as its customer sees it in /orders. */
export interface OrderView {
  id: string
  shortId: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  paymentStatus: string
  subtotalCents: number
  discountCents: number
  totalCents: number
  pixCode: string | null
  trackingCode: string | null
  shippingDate: string | null
  createdAt: string
  items: OrderItemView[]
  shippingAddress: ShippingAddressView | null
}

interface OrderItemView {
  productId: string
  name: string
  image: string
  quantity: number
  unitPriceCents: number
}

interface ShippingAddressView {
  name: string
  street: string
  number: string
  complement: string | null
  neighborhood: string
  city: string
  state: string
  cep: string
  whatsapp: string
}

/** The customer's orders, newest first, with items and address loaded in two more queries. */
export async function listOrderViews(db: Db, userId: string): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  return withDetails(db, rows)
}

/** One of the customer's orders; undefined when it does not exist or is someone else's. */
export async function findOrderView(
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderView | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  return (await withDetails(db, rows))[0]
}

async function withDetails(db: Db, rows: (typeof orders.$inferSelect)[]): Promise<OrderView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [items, addresses] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db.select().from(shippingAddresses).where(inArray(shippingAddresses.orderId, ids)),
  ])
  const itemsByOrder = new Map<string, typeof items>()
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId)
    if (list) list.push(item)
    else itemsByOrder.set(item.orderId, [item])
  }
  const addressByOrder = new Map(addresses.map((address) => [address.orderId, address]))
  return rows.map((row) => {
    const address = addressByOrder.get(row.id)
    return {
      id: row.id,
      shortId: shortId(row.id),
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      totalCents: row.totalCents,
      pixCode: row.pixCode,
      trackingCode: row.trackingCode,
      shippingDate: row.shippingDate?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      items: (itemsByOrder.get(row.id) ?? []).map((item) => ({
        productId: item.productId,
        name: item.productName,
        image: item.productImage,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
      })),
      shippingAddress: address
        ? {
            name: address.name,
            street: address.street,
            number: address.number,
            complement: address.complement,
            neighborhood: address.neighborhood,
            city: address.city,
            state: address.state,
            cep: address.cep,
            whatsapp: address.whatsapp,
          }
        : null,
    }
  })
}
