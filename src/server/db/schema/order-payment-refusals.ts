import { primaryKey, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

/**
 * A refused card payment the customer was told of (decision 027): one e-mail per refused payment id,
 * queued only by the transaction whose INSERT ... ON CONFLICT DO NOTHING made the row.
 */
export const orderPaymentRefusals = pgTable(
  'order_payment_refusals',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.paymentId] })],
)
