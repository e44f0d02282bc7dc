import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { REFUND_STATES, REFUND_VIAS } from '#domain/orders/refunds.ts'
import { users } from './accounts.ts'
import { orders } from './orders.ts'

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`)

/**
 * An order's refund (decision 039): one row per order, so the money goes back at most once. A claim
 * (the row 'pending', under the order's lock) comes before the provider is asked; the attempt
 * names Mercado Pago's idempotency key (#domain/orders/refunds.ts refundKey), raised only after a
 * refusal, so a retry after a timeout repeats the same request there.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    via: text('via', { enum: REFUND_VIAS }).notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull(),
    attempt: integer('attempt').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    /** The provider's payment given back, and its refund's id there. */
    paymentId: text('payment_id'),
    providerRefundId: text('provider_refund_id'),
    /** Why the provider refused or failed, in pt-BR, as the owner reads it. */
    refusal: text('refusal'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('order_refunds_via', inList('via', REFUND_VIAS)),
    check('order_refunds_state', inList('state', REFUND_STATES)),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
)
