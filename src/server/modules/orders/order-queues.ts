import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { orders } from '#server/db/schema/orders.ts'

/**
 * The owner's queues (decision 046), one definition each, for the panel's cards and the list's
 * filters and counts alike.
 */

/**
 * 'A enviar': paid, and the customer did not withdraw (a withdrawal before shipping is a
 * cancellation the owner must refund, never a parcel to send).
 */
export const toShip = and(
  eq(orders.status, ORDER_STATUS.paid),
  isNull(orders.withdrawalRequestedAt),
)

/** 'Desistência solicitada': asked, and the order not cancelled yet (the refund cancels it). */
export const waitingWithdrawal = and(
  isNotNull(orders.withdrawalRequestedAt),
  ne(orders.status, ORDER_STATUS.cancelled),
)
