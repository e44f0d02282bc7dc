import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rawRows } from '#server/db/raw-rows.ts'

/**
 * The invariants of the stock books (issue 15); a list of what is broken (empty when the books
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
  return problems
}
