import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { STOCK_MOVEMENT_REASONS } from '#domain/stock-ledger.ts'
import { users } from './accounts.ts'
import { products } from './catalog.ts'
import { productVariants } from './variants.ts'

export const stockMovementReason = pgEnum('stock_movement_reason', STOCK_MOVEMENT_REASONS)

/**
 * The stock books: every change of a product's stock is one row, written in the same transaction
 * as the change, so `products.stock` always equals the sum of the product's movements.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A product's books go with it; a sold product cannot be deleted (order_items), so these are
    // only the books of products nobody bought.
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The variant whose units moved (decision 053); null in the books written before variants,
     * which are the product's one variant (its id is the product's).
     */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'no action' }),
    /** Signed units: negative leaves the shelf, positive comes back to it. */
    quantity: integer('quantity').notNull(),
    reason: stockMovementReason('reason').notNull(),
    /** The order that caused it. No foreign key: the books keep naming an order that was deleted. */
    orderId: uuid('order_id'),
    /** The admin who caused it (adjustments, restocks, new products). */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'stock_movements_quantity_not_zero',
      sql`${t.quantity} <> 0 or ${t.reason} = 'opening_balance'`,
    ),
    index('stock_movements_product_created_at_idx').on(t.productId, t.createdAt.desc()),
    index('stock_movements_order_id_idx').on(t.orderId),
  ],
)
