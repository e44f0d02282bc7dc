import { asc, eq, getTableColumns, like, sql } from 'drizzle-orm'
import { isPaid, ORDER_STATUS } from '#domain/orders/order-status.ts'
import type { AdminOrderDetail } from '#domain/orders/admin-order-view.ts'
import { formatCep } from '#domain/cep.ts'
import { refundOption } from '#domain/orders/refunds.ts'
import { orderChatMessage, whatsappChatUrl } from '#domain/whatsapp.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { users } from '#server/db/schema/accounts.ts'
import { products } from '#server/db/schema/catalog.ts'
import { stockMovements } from '#server/db/schema/inventory.ts'
import { orderRefunds } from '#server/db/schema/order-refunds.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { orderStatusChanges } from '#server/db/schema/order-history.ts'
import { toAdminOrderSummary } from './admin-order-repository.ts'

function findOrder(db: Db, id: string) {
  return db
    .select({
      order: getTableColumns(orders),
      address: getTableColumns(shippingAddresses),
      customerEmail: users.email,
    })
    .from(orders)
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
}

/**
 * The lines as bought, by name and variant (decision 053: a product may be on two lines); a line
 * from a custom project carries its terms, its product is the client's.
 */
function findItems(db: Db, id: string) {
  return db
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      image: orderItems.productImage,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      termsAcceptance: orderItems.termsAcceptance,
      madeForClient: products.madeForClient,
      unitsState: orderItems.unitsState,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.productName), asc(orderItems.variantLabel), asc(orderItems.id))
}

function findTimeline(db: Db, id: string) {
  return db
    .select({
      fromStatus: orderStatusChanges.fromStatus,
      toStatus: orderStatusChanges.toStatus,
      actor: orderStatusChanges.actor,
      adminEmail: users.email,
      at: orderStatusChanges.createdAt,
    })
    .from(orderStatusChanges)
    .leftJoin(users, eq(users.id, orderStatusChanges.adminId))
    .where(eq(orderStatusChanges.orderId, id))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id))
}

/** The stock books' rows naming this order (kept even for a product's later name changes). */
function findMovements(db: Db, id: string) {
  return db
    .select({
      productId: stockMovements.productId,
      productName: products.name,
      quantity: stockMovements.quantity,
      reason: stockMovements.reason,
      at: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(products, eq(products.id, stockMovements.productId))
    .where(eq(stockMovements.orderId, id))
    .orderBy(asc(stockMovements.createdAt), asc(products.name), asc(stockMovements.id))
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/** One order as the owner packs it; undefined when unknown or malformed. */
export async function findAdminOrderDetail(
  db: Db,
  id: string,
  shop: { shopName: string },
): Promise<AdminOrderDetail | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await findOrder(db, id)
  if (!row) return undefined
  const [items, timeline, movements, refunds] = await Promise.all([
    findItems(db, id),
    findTimeline(db, id),
    findMovements(db, id),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)),
  ])
  const refund = refunds[0]
  const { order, address } = row
  const summary = toAdminOrderSummary({
    ...order,
    customerName: address?.name ?? null,
    customerEmail: row.customerEmail,
    refunded: refund?.state === 'done',
  })
  const paid = timeline.filter((t) => t.toStatus === ORDER_STATUS.paid).at(-1)
  return {
    ...summary,
    items: items.map(({ termsAcceptance, madeForClient, ...line }) => ({
      productId: line.productId,
      name: line.name,
      variantLabel: line.variantLabel,
      image: line.image,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.quantity * line.unitPriceCents,
      madeToOrder: termsAcceptance !== null || madeForClient === true,
      termsAcceptance: termsAcceptance
        ? { version: termsAcceptance.version, acceptedAt: termsAcceptance.acceptedAt }
        : null,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCostCents: order.shippingCostCents,
    paymentId: order.mercadoPagoPaymentId,
    paidAt: iso(paid?.at ?? null),
    shippingDate: iso(order.shippingDate),
    address: address && {
      name: address.name,
      street: address.street,
      number: address.number,
      complement: address.complement?.trim() || null,
      neighborhood: address.neighborhood,
      city: address.city,
      state: address.state,
      cep: formatCep(address.cep),
    },
    customer: {
      name: summary.customerName,
      email: summary.customerEmail,
      whatsapp: address?.whatsapp ?? null,
      chatUrl: address
        ? whatsappChatUrl(
            address.whatsapp,
            orderChatMessage(summary.customerName, summary.shortId, shop.shopName),
          )
        : null,
    },
    timeline: timeline.map((t) => ({ ...t, at: t.at.toISOString() })),
    movements: movements.map((m) => ({
      ...m,
      productName: m.productName ?? 'Produto excluído',
      at: m.at.toISOString(),
    })),
    policyVersions: order.policyVersions ?? null,
    withdrawal: order.withdrawalRequestedAt
      ? {
          requestedAt: order.withdrawalRequestedAt.toISOString(),
          mode: order.withdrawalMode ?? 'cancel',
          reason: order.withdrawalReason,
        }
      : null,
    hasCustomWork: items.some((item) => item.termsAcceptance !== null),
    productionStartedAt: iso(order.productionStartedAt),
    refundOption:
      order.totalCents === 0
        ? null
        : refundOption({
            paymentStatus: order.paymentStatus,
            paymentId: order.mercadoPagoPaymentId,
            wasPaid: timeline.some((t) => isPaid(t.toStatus)),
            refundState: refund?.state ?? null,
          }),
    refund: refund
      ? {
          via: refund.via,
          state: refund.state,
          amountCents: refund.amountCents,
          at: iso(refund.finishedAt),
          refusal: refund.refusal,
          inProcess: refund.state === 'pending' && refund.providerRefundId !== null,
        }
      : null,
    canMarkReturned: order.returnedAt === null && items.some((i) => i.unitsState === 'shipped'),
    returnedAt: iso(order.returnedAt),
  }
}

/**
 * The ids of at most `limit` orders whose id starts with `prefix` (quotedIdPrefix's: hex digits
 * and dashes, no wildcard), by orders_id_prefix_idx.
 */
export async function findOrderIdsStartingWith(
  db: Db,
  prefix: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(like(sql`${orders.id}::text`, `${prefix}%`))
    .limit(limit)
  return rows.map((r) => r.id)
}
