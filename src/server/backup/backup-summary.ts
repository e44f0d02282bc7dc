/** What a backup holds, counted in it: the owner sees at once that the orders are there. */
export interface BackupSummary {
  orders: number
  products: number
  customers: number
}

export const SUMMARY_SQL = `select
  (select count(*) from orders)::int as orders,
  (select count(*) from products)::int as products,
  (select count(*) from users where not is_admin)::int as customers`

export function describeSummary(summary: BackupSummary): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return [
    plural(summary.orders, 'pedido', 'pedidos'),
    plural(summary.products, 'produto', 'produtos'),
    plural(summary.customers, 'cliente', 'clientes'),
  ].join(', ')
}
