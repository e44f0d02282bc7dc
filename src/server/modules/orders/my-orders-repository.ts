import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { customerTimeline, type StatusHistoryEntry } from '#domain/orders/order-timeline.ts'
import type { OrderView } from '#domain/orders/order-view.ts'
import { isCardPaymentRefused } from '#domain/orders/payment-refusal.ts'
import { pixStatus, pixToPay } from '#domain/orders/pix-charge.ts'
import { shortId } from '#domain/text.ts'
import { trackingUrl } from '#domain/orders/tracking.ts'
import { withdrawalView } from '#domain/orders/withdrawal.ts'
import { shippingFacts } from '#domain/orders/withdrawal-history.ts'
import type { Db } from '#server/db/client.ts'
import { orderRefunds } from '#server/db/schema/order-refunds.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { orderStatusChanges } from '#server/db/schema/order-history.ts'

/** TRACKING_URL, the template every order's tracking link is made from. */
type TrackingTemplate = string | undefined

/**
 * The customer's orders, newest first, with items, address and status history loaded in three
 * more queries.
 */
export async function listOrderViews(
  db: Db,
  userId: string,
  tracking: TrackingTemplate,
  now = new Date(),
): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  return withDetails(db, rows, tracking, now)
}

/** One of the customer's orders; undefined when it does not exist or is someone else's. */
export async function findOrderView(
  db: Db,
  userId: string,
  orderId: string,
  tracking: TrackingTemplate,
  now = new Date(),
): Promise<OrderView | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  return (await withDetails(db, rows, tracking, now))[0]
}

function groupByOrder<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byOrder = new Map<string, T[]>()
  for (const row of rows) {
    const list = byOrder.get(row.orderId)
    if (list) list.push(row)
    else byOrder.set(row.orderId, [row])
  }
  return byOrder
}

/** Each order's status changes, oldest first (its timeline, and when it shipped and arrived). */
export async function statusHistoryByOrder(db: Db, orderIds: readonly string[]) {
  const rows = await db
    .select({
      orderId: orderStatusChanges.orderId,
      toStatus: orderStatusChanges.toStatus,
      actor: orderStatusChanges.actor,
      at: orderStatusChanges.createdAt,
    })
    .from(orderStatusChanges)
    .where(inArray(orderStatusChanges.orderId, [...orderIds]))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id))
  return groupByOrder(rows)
}

async function withDetails(
  db: Db,
  rows: (typeof orders.$inferSelect)[],
  tracking: TrackingTemplate,
  now: Date,
): Promise<OrderView[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [items, addresses, historyByOrder, refunds] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.productName), asc(orderItems.variantLabel), asc(orderItems.id)),
    db.select().from(shippingAddresses).where(inArray(shippingAddresses.orderId, ids)),
    statusHistoryByOrder(db, ids),
    db
      .select({ orderId: orderRefunds.orderId, at: orderRefunds.finishedAt })
      .from(orderRefunds)
      .where(and(inArray(orderRefunds.orderId, ids), eq(orderRefunds.state, 'done'))),
  ])
  const itemsByOrder = groupByOrder(items)
  const addressByOrder = new Map(addresses.map((address) => [address.orderId, address]))
  const refundedAt = new Map(refunds.map((r) => [r.orderId, r.at]))
  return rows.map((row) => {
    const address = addressByOrder.get(row.id)
    const pix = pixToPay(row, now)
    const lines = itemsByOrder.get(row.id) ?? []
    const history = historyByOrder.get(row.id) ?? []
    return {
      id: row.id,
      shortId: shortId(row.id),
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      paymentRefused: isCardPaymentRefused(row),
      cardExpiresAt: row.cardExpiresAt?.toISOString() ?? null,
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      totalCents: row.totalCents,
      pixCode: pix?.code ?? null,
      pixStatus: pixStatus(row, now),
      pix,
      trackingCode: row.trackingCode,
      trackingUrl: trackingUrl(tracking, row.trackingCode),
      shippingDate: row.shippingDate?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      items: lines.map((item) => ({
        productId: item.productId,
        name: item.productName,
        variantLabel: item.variantLabel,
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
      timeline: customerTimeline({
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        shippingDate: row.shippingDate?.toISOString() ?? null,
        history: history.map((h): StatusHistoryEntry => ({
          toStatus: h.toStatus,
          actor: h.actor,
          at: h.at.toISOString(),
        })),
      }),
      withdrawal: withdrawalView(
        {
          status: row.status,
          ...shippingFacts(row.shippingDate, history),
          requestedAt: row.withdrawalRequestedAt,
          mode: row.withdrawalMode,
          customWork: lines.some((line) => line.termsAcceptance !== null),
          productionStartedAt: row.productionStartedAt,
        },
        now,
      ),
      withdrawalReason: row.withdrawalReason,
      productionStartedAt: row.productionStartedAt?.toISOString() ?? null,
      refundedAt: refundedAt.get(row.id)?.toISOString() ?? null,
    }
  })
}
