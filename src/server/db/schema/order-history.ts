import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ORDER_NOTIFICATION_KINDS } from '#domain/orders/order-notifications.ts'
import { users } from './accounts.ts'
import { orders, orderStatus, statusActor } from './orders.ts'

/** Every status an order entered: who moved it and when (the base of the order timeline). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the order's first status, when it was placed. */
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    actor: statusActor('actor').notNull(),
    /** The admin, when the owner did it. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the row was written, not when its transaction began (`now()`): a move waits for the
     * order's row lock, so a transaction that began earlier but moved the order later must not
     * date its change before the one it waited for (decision 044).
     */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('order_status_changes_order_id_idx').on(t.orderId, t.createdAt)],
)

/**
 * The customer emails an order has had, one row per kind (#server/modules/order-lifecycle/order-notifications.ts):
 * a step's email is queued only by the transaction whose INSERT ... ON CONFLICT DO NOTHING made its
 * row, so each kind goes out once per order, whatever the owner toggles and however many instances
 * run. A row also stands for a step passed without an email (the account was deleted, a later step
 * was reached first, or the step was reached before this table existed: migration 0010).
 */
export const orderNotifications = pgTable(
  'order_notifications',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_NOTIFICATION_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    check(
      'order_notifications_kind',
      sql.raw(`"kind" in (${ORDER_NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
)
