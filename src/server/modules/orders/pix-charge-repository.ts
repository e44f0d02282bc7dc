import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { OPEN_PIX_CHARGE_STATES } from '#domain/pix-charge.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { users } from '#server/db/schema/accounts.ts'
import { orders } from '#server/db/schema/orders.ts'
import { allColumns, decodeRow, preparedStatement } from '#server/db/prepared-statement.ts'
import { queueEmailsStep, type OutboxEmail } from '#server/mail/outbox.ts'
import type { PixCharge } from '#server/payments/provider.ts'
import type { OrderRow } from './order-repository.ts'

const UNPAID = ['pendente', 'processando'] as const

/**
 * Takes the order's next PIX charge attempt, in ONE conditional update, so two requests (or two
 * instances) never make two live charges: the attempt number, or undefined when the order is not
 * an unpaid PIX order or already has a charge still payable at `now`. An attempt left 'creating'
 * (another request at this moment, or a process that died) is taken again with the same number:
 * the same idempotency key, the same payment at the provider.
 */
export async function claimPixAttempt(db: Db, orderId: string, now: Date) {
  if (!isUuid(orderId)) return undefined
  const rows = await db
    .update(orders)
    .set({
      pixCharge: 'creating',
      pixAttempt: sql`case when ${orders.pixCharge} = 'creating' then ${orders.pixAttempt} else ${orders.pixAttempt} + 1 end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentMethod, 'pix'),
        inArray(orders.status, UNPAID),
        sql`not (${orders.pixCharge} = 'live' and ${orders.pixExpiresAt} > ${now})`,
        // A static BR Code order (placed so, or fallen back to it) stays static.
        isNotNull(orders.pixCharge),
      ),
    )
    .returning({ attempt: orders.pixAttempt, totalCents: orders.totalCents })
  return rows[0]
}

const v = (name: string) => sql`${sql.placeholder(name)}`

/**
 * The charge the provider made for `attempt`, if that attempt is still the order's one and the
 * order still unpaid, and with it `emails` (jsonb, outboxEmail's rows: the first attempt's
 * confirmation). One statement, built once: every PIX checkout runs it.
 */
export const recordChargeStatement = preparedStatement<{
  orderId: string
  attempt: number
  code: string
  expiresAt: Date
  paymentId: string
  emails: string
  now: Date
}>(
  'record_pix_charge',
  sql`with charged as (
    update orders set pix_charge = 'live', pix_code = ${v('code')}::text,
      pix_expires_at = ${v('expiresAt')}::timestamptz,
      mercadopago_payment_id = ${v('paymentId')}::text, payment_status = 'pending',
      updated_at = ${v('now')}::timestamptz
    where id = ${v('orderId')}::uuid and pix_attempt = ${v('attempt')}::integer
      and pix_charge = 'creating' and ${inArray(orders.status, UNPAID)}
    returning ${allColumns(orders)}
  ),
  queued as (${queueEmailsStep({ from: sql`charged`, emails: v('emails'), now: v('now') })})
  select * from charged`,
)

/**
 * Records the charge (recordChargeStatement) and queues `emails` with it: the order as it now
 * stands, or undefined when the attempt was no longer the order's (nothing written).
 */
export async function recordPixCharge(
  db: Db,
  orderId: string,
  attempt: number,
  charge: PixCharge,
  emails: OutboxEmail[] = [],
): Promise<OrderRow | undefined> {
  const [row] = await recordChargeStatement(db, {
    orderId,
    attempt,
    code: charge.code,
    expiresAt: charge.expiresAt,
    paymentId: charge.paymentId,
    emails: JSON.stringify(emails),
    now: new Date(),
  })
  return row && decodeRow(orders, row)
}

/**
 * The attempt's end without a charge: 'failed' (the customer asks again), or the static BR Code
 * (`staticCode`, when the account cannot take dynamic PIX).
 */
export async function recordPixChargeFailed(
  db: Db,
  orderId: string,
  attempt: number,
  staticCode?: string,
) {
  const rows = await db
    .update(orders)
    .set(
      staticCode
        ? { pixCharge: null, pixCode: staticCode, pixExpiresAt: null, updatedAt: new Date() }
        : { pixCharge: 'failed', updatedAt: new Date() },
    )
    .where(
      and(eq(orders.id, orderId), eq(orders.pixAttempt, attempt), eq(orders.pixCharge, 'creating')),
    )
    .returning({ id: orders.id })
  return rows.length > 0
}

/** The order's PIX fields as the customer's answer shows them. */
export async function findPixState(db: Db, orderId: string) {
  const rows = await db
    .select({
      status: orders.status,
      pixCharge: orders.pixCharge,
      pixCode: orders.pixCode,
      pixExpiresAt: orders.pixExpiresAt,
      mercadoPagoPaymentId: orders.mercadoPagoPaymentId,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return rows[0]
}

/** A card payment Mercado Pago is still deciding: a webhook lost would leave the order so. */
const CARD_IN_PROGRESS = ['pending', 'in_process', 'authorized']

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
          inArray(orders.status, UNPAID),
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
        paymentId: orders.mercadoPagoPaymentId,
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

/** The live charge ended (expired) without payment. */
export async function markChargeExpired(db: Db, orderId: string) {
  await db
    .update(orders)
    .set({ pixCharge: 'expired', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.pixCharge, 'live')))
}

/**
 * The order's PIX fields, its row locked until the transaction ends: the job re-checks an expiry
 * on what it finds here, so an order paid or renewed meanwhile is left alone.
 */
export async function lockPixState(db: Db, orderId: string) {
  const rows = await db
    .select({
      status: orders.status,
      pixCharge: orders.pixCharge,
      pixExpiresAt: orders.pixExpiresAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  return rows[0]
}

/**
 * The live charge of an order the owner moved out of 'pendente' / 'processando' (paid by other
 * means, cancelled...), marked expired in one conditional update so only one caller ends it at
 * the provider: its payment id, or undefined when there was none.
 */
export async function takeSettledOrderCharge(db: Db, orderId: string) {
  const rows = await db
    .update(orders)
    .set({ pixCharge: 'expired', updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.pixCharge, 'live'),
        sql`${orders.status} not in ('pendente', 'processando')`,
      ),
    )
    .returning({ paymentId: orders.mercadoPagoPaymentId })
  return rows[0]?.paymentId ?? undefined
}

/** The payment id of the order's charge if the customer can still pay it (an unpaid order's). */
export async function findLiveChargeId(db: Db, orderId: string) {
  if (!isUuid(orderId)) return undefined
  const rows = await db
    .select({ paymentId: orders.mercadoPagoPaymentId })
    .from(orders)
    .where(
      and(eq(orders.id, orderId), eq(orders.pixCharge, 'live'), inArray(orders.status, UNPAID)),
    )
  return rows[0]?.paymentId ?? undefined
}
