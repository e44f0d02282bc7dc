import { sql } from 'drizzle-orm'
import type { StockMovementReason } from '#domain/stock-ledger.ts'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'

/**
 * Products whose stock is not the sum of their movements, and variants whose stock is not the sum
 * of theirs (the books must make this empty; decision 053).
 */
export function unbalancedProducts(db: Db) {
  return rawRows<{ id: string; stock: number; booked: number }>(
    db,
    sql`select p.id, p.stock, coalesce(sum(m.quantity), 0)::int as booked
        from products p left join stock_movements m on m.product_id = p.id
        group by p.id having p.stock <> coalesce(sum(m.quantity), 0)
        union all
        select v.id, v.stock, coalesce(sum(m.quantity), 0)::int as booked
        from product_variants v
        left join stock_movements m on coalesce(m.variant_id, m.product_id) = v.id
        group by v.id having v.stock <> coalesce(sum(m.quantity), 0)`,
  )
}

/** A product's movements, oldest first. */
export function movementsOf(db: Db, productId: string) {
  return rawRows<{ quantity: number; reason: StockMovementReason; order_id: string | null }>(
    db,
    sql`select quantity, reason, order_id from stock_movements
        where product_id = ${productId} order by created_at, id`,
  )
}

/** An order's status history, oldest first. */
export function statusHistoryOf(db: Db, orderId: string) {
  return rawRows<{
    from_status: string | null
    to_status: string
    actor: string
    admin_id: string | null
  }>(
    db,
    sql`select from_status, to_status, actor, admin_id from order_status_changes
        where order_id = ${orderId} order by created_at, id`,
  )
}
