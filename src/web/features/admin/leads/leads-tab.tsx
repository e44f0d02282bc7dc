import { useQuery } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminLeadsQueryOptions } from './lead-queries.ts'
import { LeadClearDialog } from './lead-clear-dialog.tsx'
import { LeadListError } from './lead-list-error.tsx'
import { LeadRow } from './lead-row.tsx'
import { CardTable } from '#web/features/admin/shell/card-table.tsx'

const COLUMNS = ['Produto', 'Tipo', 'WhatsApp', 'Carro', 'Data', 'Ações']

/** Interessados: who asked to be told about a product ('Avise-me') or wants one made to order. */
export function LeadsTab() {
  const query = useQuery(adminLeadsQueryOptions())
  const [confirming, setConfirming] = useState(false)
  const leads = query.data?.leads ?? []
  const totals = query.data?.totals
  const canClear = !query.isError && leads.length > 0

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-leads-title" className="text-xl font-bold text-stone-900">
          Interessados
        </h2>
        {canClear && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Limpar Lista
          </Button>
        )}
      </div>
      {query.isError ? (
        <LeadListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Spinner label="Carregando interessados..." />
      ) : leads.length === 0 ? (
        <p className="mt-4 text-stone-600">Nenhum interessado registrado.</p>
      ) : (
        <>
          {totals && totals.leads > leads.length && (
            <p className="mt-4 text-sm text-stone-600">
              Mostrando os {leads.length} mais recentes de {totals.leads} interessados.
            </p>
          )}
          <CardTable labelledBy="admin-leads-title" columns={COLUMNS} minWidth="lg:min-w-[52rem]">
            {leads.map((lead) => (
              <LeadRow key={lead.id} lead={lead} />
            ))}
          </CardTable>
        </>
      )}
      {confirming && totals && (
        <LeadClearDialog
          leads={totals.leads}
          products={totals.products}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  )
}
