import { useQuery } from '@tanstack/react-query'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminSalesQueryOptions } from './sales-queries.ts'
import { LoadError } from '#web/features/admin/shell/load-error.tsx'
import { RecentSalesTable } from './recent-sales-table.tsx'
import { SalesCards } from './sales-cards.tsx'

/** Vendas: today's and this month's sales, the average ticket and the latest sales. */
export function SalesTab() {
  const query = useQuery(adminSalesQueryOptions())
  return (
    <section>
      <h2 className="text-xl font-bold text-stone-900">Vendas</h2>
      <div className="mt-4">
        {query.isError ? (
          <LoadError />
        ) : query.data ? (
          <>
            <SalesCards sales={query.data} />
            <RecentSalesTable sales={query.data.recent} />
          </>
        ) : (
          <Spinner label="Carregando vendas..." />
        )}
      </div>
    </section>
  )
}
