import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { AWAITING_PAYMENT } from '#domain/orders/order-status.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { orders } from '#server/db/schema/orders.ts'
import { statusNotIn } from '#server/db/schema/order-status-sql.ts'
import { allColumns, decodeRow, preparedStatement } from '#server/db/prepared-statement.ts'
import { queueEmailsStep, type OutboxEmail } from '#server/mail/outbox.ts'
import type { PixCharge } from '#server/modules/payments/providers/provider.ts'
import type { OrderRow } from './payable-order-repository.ts'

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
        inArray(orders.status, AWAITING_PAYMENT),
        sql`not (${orders.pixCharge} = 'live' and ${orders.pixExpiresAt} > ${now})`,
        // A static BR Code order (placed so, or fallen back to it) stays static.
        isNotNull(orders.pixCharge),
      ),
    )
    .returning({ attempt: orders.pixAttempt, totalCents: orders.totalCents })
  return rows[0]
}

const v = (name: string) => sql`${sql.placeholder(name)}`

/** recordChargeStatement's values (recordChargeValues builds them). */
export type RecordChargeValues = {
  orderId: string
  attempt: number
  code: string
  expiresAt: Date
  paymentId: string
  /** jsonb: the outbox rows queued with the charge (outboxEmail's). */
  emails: string
  now: Date
}

/**
 * The charge the provider made for `attempt`, if that attempt is still the order's one and the
 * order still unpaid, and with it `emails` (jsonb, outboxEmail's rows: the first attempt's
 * confirmation). One statement, built once: every PIX checkout runs it. The charge's id is the
 * live charge's (pix_payment_id) and the last payment reported (mercadopago_payment_id): a late
 * refusal of an older attempt then ends nothing (payment-transition.ts).
 */
export const recordChargeStatement = preparedStatement<RecordChargeValues>(
  'record_pix_charge',
  sql`with charged as (
    update orders set pix_charge = 'live', pix_code = ${v('code')}::text,
      pix_expires_at = ${v('expiresAt')}::timestamptz,
      pix_payment_id = ${v('paymentId')}::text,
      mercadopago_payment_id = ${v('paymentId')}::text, payment_status = 'pending',
      updated_at = ${v('now')}::timestamptz
    where id = ${v('orderId')}::uuid and pix_attempt = ${v('attempt')}::integer
      and pix_charge = 'creating' and ${inArray(orders.status, AWAITING_PAYMENT)}
    returning ${allColumns(orders)}
  ),
  queued as (${queueEmailsStep({ from: sql`charged`, emails: v('emails'), now: v('now') })})
  select * from charged`,
)

/**
 * recordChargeStatement's values for `charge`, the attempt's, with `emails`. Exported for the
 * checkout benchmark's plain-SQL limit (bench/checkout-sql.mjs), which sends exactly these.
 */
export function recordChargeValues(
  orderId: string,
  attempt: number,
  charge: PixCharge,
  emails: OutboxEmail[] = [],
  now = new Date(),
): RecordChargeValues {
  return {
    orderId,
    attempt,
    code: charge.code,
    expiresAt: charge.expiresAt,
    paymentId: charge.paymentId,
    emails: JSON.stringify(emails),
    now,
  }
}

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
  const [row] = await recordChargeStatement(
    db,
    recordChargeValues(orderId, attempt, charge, emails),
  )
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
      pixPaymentId: orders.pixPaymentId,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return rows[0]
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
        statusNotIn(orders.status, AWAITING_PAYMENT),
      ),
    )
    .returning({ paymentId: orders.pixPaymentId })
  return rows[0]?.paymentId ?? undefined
}

/** The payment id of the order's charge if the customer can still pay it (an unpaid order's). */
export async function findLiveChargeId(db: Db, orderId: string) {
  if (!isUuid(orderId)) return undefined
  const rows = await db
    .select({ paymentId: orders.pixPaymentId })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.pixCharge, 'live'),
        inArray(orders.status, AWAITING_PAYMENT),
      ),
    )
  return rows[0]?.paymentId ?? undefined
}
