import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orderPaymentRefusals } from '#server/db/schema/order-payment-refusals.ts'
import { orders, shippingAddresses } from '#server/db/schema/orders.ts'

/**
 * The order as the payment's transaction has it now, with what the refusal email needs: the
 * buyer's address (null once the account was deleted) and the name the order ships to.
 */
export async function findOrderForRefusal(db: Db, orderId: string) {
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      cardExpiresAt: orders.cardExpiresAt,
      email: users.email,
      name: shippingAddresses.name,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(shippingAddresses, eq(shippingAddresses.orderId, orders.id))
    .where(eq(orders.id, orderId))
  return rows[0]
}

/**
 * Marks the refused payment as told, and answers whether THIS call marked it. The primary key
 * (order_id, payment_id) decides: a second transaction inserting the same row waits for the first
 * to end and then inserts nothing, so only one of them sends.
 */
export async function markRefusalNotified(
  db: Db,
  orderId: string,
  paymentId: string,
): Promise<boolean> {
  const rows = await db
    .insert(orderPaymentRefusals)
    .values({ orderId, paymentId })
    .onConflictDoNothing()
    .returning({ paymentId: orderPaymentRefusals.paymentId })
  return rows.length > 0
}
