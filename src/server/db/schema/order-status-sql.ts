import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { isOrderStatus, type OrderStatus } from '#domain/orders/order-status.ts'

const literal = (status: OrderStatus) => {
  // The statuses are the domain's constants; the check keeps anything else out of the raw SQL.
  if (!isOrderStatus(status)) throw new Error(`not an order status: ${String(status)}`)
  return `'${status}'`
}

/**
 * A group of order statuses (#domain/orders/order-status.ts: AWAITING_PAYMENT, PAID...) as SQL:
 * `column in ('pendente', 'processando')`, the statuses written as literals as a hand would write
 * them, so a plan and a partial index's predicate read the same (decision 051).
 */
export function statusIn(column: AnyPgColumn | SQL, group: readonly OrderStatus[]): SQL {
  return sql`${column} in (${sql.raw(group.map(literal).join(', '))})`
}

/** `column not in ('pendente', 'processando')`: the statuses outside a group. */
export function statusNotIn(column: AnyPgColumn | SQL, group: readonly OrderStatus[]): SQL {
  return sql`${column} not in (${sql.raw(group.map(literal).join(', '))})`
}

/** One status as an SQL literal: `set status = ${statusSql(ORDER_STATUS.cancelled)}`. */
export const statusSql = (status: OrderStatus): SQL => sql.raw(literal(status))
