import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { AWAITING_PAYMENT, ORDER_STATUS } from '#domain/orders/order-status.ts'
import { CARD_EXPIRY_GRACE_MS } from '#domain/orders/card-expiry.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orders } from '#server/db/schema/orders.ts'
import { statusNotIn } from '#server/db/schema/order-status-sql.ts'

const cardState = {
  id: orders.id,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  cardExpiresAt: orders.cardExpiresAt,
  preferenceExpiredAt: orders.preferenceExpiredAt,
  preferenceId: orders.mercadoPagoPreferenceId,
}

/** A card order's preference that no end was recorded for (orders_open_card_idx). */
const openPreference = and(
  eq(orders.paymentMethod, 'mercadopago'),
  sql`${orders.cardExpiresAt} is not null`,
  isNull(orders.preferenceExpiredAt),
)

/**
 * The card orders the job has something to do with at `now` (#domain/orders/card-expiry.ts): unpaid ones
 * past their preference's end and the grace with nothing approved or under review, cancelled ones
 * whose preference is open, settled ones whose preference ended by itself. The caller re-checks
 * each under its row lock.
 */
export function findCardOrdersToSettle(db: Db, now: Date, limit = 50) {
  const graceOver = new Date(now.getTime() - CARD_EXPIRY_GRACE_MS)
  return db
    .select(cardState)
    .from(orders)
    .where(
      and(
        openPreference,
        or(
          eq(orders.status, ORDER_STATUS.cancelled),
          sql`${orders.cardExpiresAt} <= ${now} and ${statusNotIn(orders.status, AWAITING_PAYMENT)}`,
          sql`${orders.cardExpiresAt} <= ${graceOver}
            and ${orders.paymentStatus} not in ('approved', 'pending', 'in_process', 'authorized')`,
        ),
      ),
    )
    .orderBy(orders.cardExpiresAt)
    .limit(limit)
}

/** The order's card state, its row locked until the transaction ends. */
export async function lockCardState(tx: Db, orderId: string) {
  const rows = await tx.select(cardState).from(orders).where(eq(orders.id, orderId)).for('update')
  return rows[0]
}

/**
 * Records that the order's preference stopped taking payments at `at`, if it is still the order's
 * current one (a retry may have opened another since).
 */
export async function markPreferenceEnded(
  db: Db,
  orderId: string,
  preferenceId: string | null,
  at: Date,
) {
  await db
    .update(orders)
    .set({ preferenceExpiredAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.preferenceExpiredAt),
        preferenceId === null
          ? isNull(orders.mercadoPagoPreferenceId)
          : eq(orders.mercadoPagoPreferenceId, preferenceId),
      ),
    )
}

/** The preference id of the order if it still takes payments at `now` (no end recorded). */
export async function findOpenPreference(db: Db, orderId: string, now: Date) {
  if (!isUuid(orderId)) return undefined
  const rows = await db
    .select({ preferenceId: orders.mercadoPagoPreferenceId })
    .from(orders)
    .where(and(eq(orders.id, orderId), openPreference, gt(orders.cardExpiresAt, now)))
  return rows[0]?.preferenceId ?? undefined
}

/**
 * Takes the job's turn to ask Mercado Pago again to end a cancelled order's preference: one
 * conditional update, so of several instances one asks, once per `intervalMs`.
 */
export async function claimPreferenceRetry(db: Db, orderId: string, now: Date, intervalMs: number) {
  const rows = await db
    .update(orders)
    .set({ paymentCheckedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, ORDER_STATUS.cancelled),
        openPreference,
        gt(orders.cardExpiresAt, now),
        or(
          isNull(orders.paymentCheckedAt),
          lt(orders.paymentCheckedAt, new Date(now.getTime() - intervalMs)),
        ),
      ),
    )
    .returning({ preferenceId: orders.mercadoPagoPreferenceId })
  return rows[0]?.preferenceId ?? undefined
}
