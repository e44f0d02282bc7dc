import { and, asc, count, desc, eq, ilike, inArray, like, sql, type SQL } from 'drizzle-orm'
import { statusSql } from '#server/db/schema/order-status-sql.ts'
import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import type { AdminOrderExportRow } from '#domain/orders/admin-order-csv.ts'
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDER_FILTERS,
  type AdminOrderLine,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type OrderFilter,
} from '#domain/orders/admin-order-view.ts'
import { NO_CUSTOMER_NAME } from '#domain/schemas/admin-orders.ts'
import { searchWords } from '#domain/search-text.ts'
import { shortIdPrefix } from '#domain/text.ts'
import { searchedPhoneDigits } from '#domain/whatsapp.ts'
import type { Db } from '#server/db/client.ts'
import { containsPattern } from '#server/db/like.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orderItems, orders, shippingAddresses } from '#server/db/schema/orders.ts'
import { adminOrderFields, toAdminOrderSummary } from './admin-order-repository.ts'
import { toShip, waitingWithdrawal } from './order-queues.ts'

type ListFilter = Pick<AdminOrderListQuery, 'status' | 'q'>

/**
 * The orders a search finds: every word of it (#domain/search-text.ts: case and accents ignored)
 * in the name the order ships to (its folded search_name) or the buyer's email, anywhere in them
 * (the pg_trgm indexes of migrations 0009 and 0018); a word of 4 digits or more also in the
 * WhatsApp number the order ships to (its whatsapp_digits, migration 0019), and a search typed as
 * a phone number ('(11) 98765-4321') is one word, its digits; or, for a search that is the start
 * of an id, that order (orders_id_prefix_idx: `id::text LIKE 'abc%'`, lower case, as uuids print).
 * One arm per table, each able to use its index, where one OR across the joined tables would scan
 * them all. `id = any(array(...))` rather than `id in (...)`: the ids are found first and the
 * orders fetched by their key. Planned without statistics (PGlite runs no autovacuum), `in` read
 * the whole orders table to join them: 4.7 ms against 1.4 ms per search among 10,000 orders
 * (bench/order-search.mjs, while writing this).
 */
function searchCondition(db: Db, q: string): SQL | undefined {
  const prefix = shortIdPrefix(q)
  const phone = searchedPhoneDigits(q)
  const words = phone === undefined ? searchWords(q) : [phone]
  const conditions = words.map((word) => {
    const contains = containsPattern(word)
    const byName = db
      .select({ id: shippingAddresses.orderId })
      .from(shippingAddresses)
      .where(like(shippingAddresses.searchName, contains))
    const buyers = db.select({ id: users.id }).from(users).where(ilike(users.email, contains))
    const byEmail = db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.userId} = any(array(${buyers}))`)
    const byPhone = db
      .select({ id: shippingAddresses.orderId })
      .from(shippingAddresses)
      .where(like(shippingAddresses.whatsappDigits, contains))
    const byId = db
      .select({ id: orders.id })
      .from(orders)
      .where(like(sql`${orders.id}::text`, `${prefix}%`))
    const byText = prefix === undefined ? byName.union(byEmail) : byId.union(byName).union(byEmail)
    const found = /^\d{4,}$/.test(word) ? byText.union(byPhone) : byText
    return sql`${orders.id} = any(array(${found}))`
  })
  return and(...conditions)
}

function filterCondition(status: OrderFilter): SQL | undefined {
  if (status === 'todos') return undefined
  if (status === 'a-enviar') return toShip
  return status === 'desistencia' ? waitingWithdrawal : eq(orders.status, status)
}

/** The orders the list's status filter and search pick. */
function listCondition(db: Db, filter: ListFilter): SQL | undefined {
  return and(searchCondition(db, filter.q), filterCondition(filter.status))
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)]

/** The page's rows, newest first (exported for the plan test: it explains this very query). */
export function adminOrderPageQuery(db: Db, query: AdminOrderListQuery) {
  return db
    .select(adminOrderFields)
    .from(orders)
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(listCondition(db, query))
    .orderBy(...newestFirst)
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE)
}

/** How many orders the search finds in each status, and in all. */
async function countByStatus(db: Db, q: string): Promise<Record<OrderFilter, number>> {
  const rows = await db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(searchCondition(db, q))
    .groupBy(orders.status)
  const counts = Object.fromEntries(ORDER_FILTERS.map((f) => [f, 0])) as Record<OrderFilter, number>
  for (const row of rows) {
    counts[row.status] = row.orders
    counts.todos += row.orders
  }
  // The few orders with a withdrawal (their partial index): those waiting, and the paid ones
  // among them, which 'A enviar' leaves out of the 'Pago' count.
  const [waiting] = await db
    .select({
      orders: count(),
      paid: count(sql`case when ${orders.status} = ${statusSql(ORDER_STATUS.paid)} then 1 end`),
    })
    .from(orders)
    .where(and(searchCondition(db, q), waitingWithdrawal))
  counts.desistencia = waiting?.orders ?? 0
  counts['a-enviar'] = counts.pago - (waiting?.paid ?? 0)
  return counts
}

/**
 * One page of 'Pedidos': the orders matching the status filter and the search (short-id
 * prefix, customer name or email), newest first, with every filter's count for the same search.
 * A page past the end is an empty page with the right counts.
 */
export async function listAdminOrderPage(
  db: Db,
  query: AdminOrderListQuery,
): Promise<AdminOrderPage> {
  const rows = await adminOrderPageQuery(db, query)
  const counts = await countByStatus(db, query.q)
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  )
  return {
    orders: rows.map((row) => ({ ...toAdminOrderSummary(row), lines: lines.get(row.id) ?? [] })),
    counts,
    page: query.page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    total: counts[query.status],
  }
}

/**
 * The lines of these orders (what to pack), each order's by name and variant, by their index on
 * order_id.
 */
async function linesOf(db: Db, orderIds: string[]): Promise<Map<string, AdminOrderLine[]>> {
  const found = new Map<string, AdminOrderLine[]>()
  if (orderIds.length === 0) return found
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.variantLabel), asc(orderItems.id))
  for (const { orderId, ...line } of rows) {
    found.set(orderId, [...(found.get(orderId) ?? []), line])
  }
  return found
}

/** Every order the list's filter and search find, newest first, as the CSV export writes them. */
export async function listAdminOrdersForExport(
  db: Db,
  filter: ListFilter,
): Promise<AdminOrderExportRow[]> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: shippingAddresses.name,
      customerEmail: users.email,
      whatsapp: shippingAddresses.whatsapp,
      status: orders.status,
      refunded: adminOrderFields.refunded,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      street: shippingAddresses.street,
      number: shippingAddresses.number,
      complement: shippingAddresses.complement,
      neighborhood: shippingAddresses.neighborhood,
      city: shippingAddresses.city,
      state: shippingAddresses.state,
      cep: shippingAddresses.cep,
      items: sql<AdminOrderExportRow['items']>`coalesce((
        select json_agg(json_build_object('name', i.product_name,
                                          'variantLabel', i.variant_label,
                                          'quantity', i.quantity)
                        order by i.product_name, i.variant_label, i.id)
        from order_items i where i.order_id = ${orders.id}), '[]'::json)`,
    })
    .from(orders)
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(listCondition(db, filter))
    .orderBy(...newestFirst)
  return rows.map((row) => ({
    ...row,
    customerName: row.customerName?.trim() || NO_CUSTOMER_NAME,
    customerEmail: row.customerEmail ?? null,
  }))
}
