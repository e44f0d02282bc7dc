import { formatDate } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import type { RecentSale } from './sales-queries.ts'
import { TableHead } from '#web/components/ui/table-head.tsx'

const COLUMNS = ['Pedido', 'Cliente', 'Valor', 'Data']

/** 'Vendas Recentes': the 10 newest delivered orders. */
export function RecentSalesTable({ sales }: { sales: RecentSale[] }) {
  return (
    <section className="mt-8">
      <h3 id="admin-recent-sales-title" className="text-lg font-bold text-stone-900">
        Vendas Recentes
      </h3>
      {sales.length === 0 ? (
        <p className="mt-4 text-stone-600">Nenhuma venda concluída ainda.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table
            aria-labelledby="admin-recent-sales-title"
            className="w-full min-w-[32rem] text-sm"
          >
            <TableHead columns={COLUMNS} />
            <tbody>
              {sales.map((sale) => (
                <tr key={sale.id} className="border-t border-stone-200">
                  <th scope="row" className="px-4 py-3 text-left font-mono font-medium">
                    #{sale.shortId}
                  </th>
                  <td className="px-4 py-3">{sale.customerName}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatBRL(sale.totalCents)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(sale.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
