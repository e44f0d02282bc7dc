import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'

/**
 * The invariants of the stock books (decision 011); a list of what is broken (empty when the books
 * balance). Units shipped are those of the orders' shipped lines, plus the units of orders the
 * owner deleted after they shipped: those left the shop, and only the ledger still names their
 * order (the net of its movements).
 */
export async function brokenInvariants(
  db: Db,
  /** Opening balances plus every accepted owner change, per product. */
  ownerUnits: ReadonlyMap<string, number>,
): Promise<string[]> {
  const problems: string[] = []
  const rows = await rawRows<{
    id: string
    stock: number
    booked: number
    held: number
    shipped: number
  }>(
    db,
    sql`select p.id, p.stock,
          (select coalesce(sum(m.quantity), 0)::int from stock_movements m where m.product_id = p.id) as booked,
          (select coalesce(sum(i.quantity), 0)::int from order_items i where i.product_id = p.id and i.units_state = 'held') as held,
          (select coalesce(sum(i.quantity), 0)::int from order_items i where i.product_id = p.id and i.units_state = 'shipped')
          - (select coalesce(sum(m.quantity), 0)::int from stock_movements m where m.product_id = p.id
               and m.order_id is not null and m.reason <> 'project_materialised'
               and not exists (select 1 from orders o where o.id = m.order_id)) as shipped
        from products p`,
  )
  // Per variant (decision 053): its stock is its movements' sum (the books before variants name
  // the product's one variant, whose id is the product's), and a product's is its variants'.
  const variants = await rawRows<{ id: string; stock: number; booked: number; total: number }>(
    db,
    sql`select v.id, v.stock,
          (select coalesce(sum(m.quantity), 0)::int from stock_movements m
            where coalesce(m.variant_id, m.product_id) = v.id) as booked,
          (select coalesce(sum(w.stock), 0)::int from product_variants w
            where w.product_id = v.product_id) - (select p.stock from products p where p.id = v.product_id) as total
        from product_variants v`,
  )
  for (const v of variants) {
    if (v.stock !== v.booked)
      problems.push(`variant stock ${v.stock} != movements ${v.booked} (${v.id})`)
    if (v.total !== 0) problems.push(`a product's stock is not its variants' (${v.id})`)
  }
  const lone = await rawRows<{ id: string }>(
    db,
    sql`select p.id from products p where not exists (select 1 from product_variants v where v.product_id = p.id)`,
  )
  for (const p of lone) problems.push(`a product without a variant (${p.id})`)
  for (const r of rows) {
    if (r.stock !== r.booked) problems.push(`stock ${r.stock} != movements ${r.booked} (${r.id})`)
    if (r.stock < 0) problems.push(`negative stock ${r.stock} (${r.id})`)
    const owner = ownerUnits.get(r.id)
    if (owner !== undefined && r.held + r.stock !== owner - r.shipped) {
      problems.push(
        `held ${r.held} + stock ${r.stock} != opening+owner ${owner} - shipped ${r.shipped} (${r.id})`,
      )
    }
  }
  const wrongLines = await rawRows<{ status: string; units_state: string }>(
    db,
    sql`select o.status, i.units_state from order_items i join orders o on o.id = i.order_id
        where (o.status = 'cancelado' and i.units_state = 'held')
           or (o.status <> 'cancelado' and i.units_state = 'returned' and o.returned_at is null)
           or (o.status in ('enviado', 'entregue') and i.units_state = 'held')`,
  )
  for (const l of wrongLines) problems.push(`a ${l.status} order has ${l.units_state} units`)
  // Money after a refund never reopens the order (decision 041): once its refund is done, the first
  // move out of 'cancelado' is the owner's (who may move it on: money and jobs follow from there).
  const reopened = await rawRows<{ actor: string; to_status: string }>(
    db,
    sql`select * from (
          select distinct on (c.order_id) c.actor, c.to_status from order_status_changes c
          join order_refunds r on r.order_id = c.order_id and r.state = 'done'
          where c.created_at > r.finished_at and c.to_status <> 'cancelado'
          order by c.order_id, c.created_at
        ) first_move where actor <> 'owner'`,
  )
  for (const r of reopened) problems.push(`a refunded order moved to ${r.to_status} by ${r.actor}`)
  return problems
}
