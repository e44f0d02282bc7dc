import { formatDate } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import {
  CardCell,
  CardRow,
  CardRowHeader,
  CardTable,
} from '#web/features/admin/shell/card-table.tsx'
import type { RecentSale } from './sales-queries.ts'

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
        <CardTable
          labelledBy="admin-recent-sales-title"
          columns={COLUMNS}
          minWidth="lg:min-w-[32rem]"
        >
          {sales.map((sale) => (
            <CardRow key={sale.id}>
              <CardRowHeader label="Pedido" place="half" className="font-mono font-medium">
                #{sale.shortId}
              </CardRowHeader>
              <CardCell label="Cliente" className="break-words">
                {sale.customerName}
              </CardCell>
              <CardCell label="Valor" className="whitespace-nowrap">
                {formatBRL(sale.totalCents)}
              </CardCell>
              <CardCell label="Data" className="whitespace-nowrap">
                {formatDate(sale.createdAt)}
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}
    </section>
  )
}
