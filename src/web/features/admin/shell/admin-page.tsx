import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminSummaryQueryOptions, adminUsersQueryOptions } from './admin-queries.ts'
import { AdminTabs } from './admin-tabs.tsx'
import { DemoDataBanner } from './demo-data-banner.tsx'
import { LoadError } from './load-error.tsx'
import { SetupBanner } from './setup-banner.tsx'
import { SummaryCards } from './summary-cards.tsx'
import { ADMIN_TABS, tabIdFrom } from './admin-tab-list.ts'

/** /admin, 'Painel Administrativo': the summary cards and the nine management tabs. */
export function AdminPage() {
  const summary = useQuery(adminSummaryQueryOptions())
  // Asked for up front: the Usuários tab and, later, the project form's client list need it.
  const users = useQuery(adminUsersQueryOptions())
  const [params, setParams] = useSearchParams()
  const selected = tabIdFrom(params.get('tab'))

  // One tab's filters (Pedidos' status, search and page) mean nothing to the next: dropped.
  function select(id: string) {
    setParams({ tab: id }, { replace: true, preventScrollReset: true })
  }

  return (
    <div>
      <h1 className="text-3xl font-bold text-stone-900">Painel Administrativo</h1>
      <SetupBanner />
      <DemoDataBanner />
      <div className="mt-6">
        {summary.isError || users.isError ? (
          <LoadError />
        ) : summary.isPending ? (
          <Spinner label="Carregando painel..." />
        ) : (
          <>
            {/* On a phone, every tab but the first shows the summary as one line (decision 030). */}
            <SummaryCards summary={summary.data} folded={selected !== ADMIN_TABS[0]?.id} />
            <AdminTabs selected={selected} onSelect={select} />
          </>
        )}
      </div>
    </div>
  )
}
