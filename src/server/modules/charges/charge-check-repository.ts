import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { AWAITING_PAYMENT } from '#domain/orders/order-status.ts'
import { OPEN_PIX_CHARGE_STATES } from '#domain/orders/pix-charge.ts'
import type { Db } from '#server/db/client.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orders } from '#server/db/schema/orders.ts'

/** A card payment Mercado Pago is still deciding: a webhook lost would leave the order so. */
const CARD_IN_PROGRESS = ['pending', 'in_process', 'authorized']

/**
 * What the job asks the provider about: a PIX order's live charge (a payment reported but not
 * applied, another amount, may be the last one reported: the charge is still what pays the
 * order), a card order's last payment reported.
 */
const paymentToAsk = sql<string | null>`case when ${orders.paymentMethod} = 'pix'
  then ${orders.pixPaymentId} else ${orders.mercadoPagoPaymentId} end`

/**
 * The reconciliation job's share of open charges: unpaid PIX orders whose charge is being made or
 * payable, and unpaid card orders whose payment is still under review, not asked about within
 * `interval`, their rows locked with SKIP LOCKED and stamped, so several instances split the work
 * and each order is asked about once per interval.
 */
export async function claimChargesToCheck(db: Db, now: Date, intervalMs: number, limit = 50) {
  const askedBefore = new Date(now.getTime() - intervalMs)
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          or(
            inArray(orders.pixCharge, OPEN_PIX_CHARGE_STATES),
            and(
              eq(orders.paymentMethod, 'mercadopago'),
              inArray(orders.paymentStatus, CARD_IN_PROGRESS),
              isNotNull(orders.mercadoPagoPaymentId),
            ),
          ),
          inArray(orders.status, AWAITING_PAYMENT),
          or(isNull(orders.paymentCheckedAt), lt(orders.paymentCheckedAt, askedBefore)),
        ),
      )
      .orderBy(orders.pixExpiresAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    await tx
      .update(orders)
      .set({ paymentCheckedAt: now })
      .where(
        inArray(
          orders.id,
          due.map((row) => row.id),
        ),
      )
    return tx
      .select({
        id: orders.id,
        pixCharge: orders.pixCharge,
        pixAttempt: orders.pixAttempt,
        pixExpiresAt: orders.pixExpiresAt,
        paymentId: paymentToAsk,
        totalCents: orders.totalCents,
        email: users.email,
        updatedAt: orders.updatedAt,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(
        inArray(
          orders.id,
          due.map((row) => row.id),
        ),
      )
  })
}
