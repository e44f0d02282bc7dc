import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { HELP_MESSAGES } from '#domain/schemas/help-page.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminHelpPagesQueryOptions, type HelpPage } from './help-page-queries.ts'
import { HelpPageRow } from './help-page-row.tsx'
import { CardTable } from '#web/features/admin/shell/card-table.tsx'

const COLUMNS = ['Título', 'URL', 'Dúvidas', 'Criada em', 'Ações']

interface HelpPageTableProps {
  labelledBy: string
  editingId: string | undefined
  onEdit: (page: HelpPage) => void
  onDelete: (page: HelpPage) => void
}

/** Every help page, newest first; a failed load is said here, with a retry, not panel-wide. */
export function HelpPageTable({ labelledBy, editingId, onEdit, onDelete }: HelpPageTableProps) {
  const query = useQuery(adminHelpPagesQueryOptions())
  if (query.isError) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-stone-600">
        <p>{HELP_MESSAGES.loadFailed}.</p>
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Tentar Novamente
        </Button>
      </div>
    )
  }
  if (!query.data) return <Spinner label="Carregando páginas de ajuda..." />
  if (query.data.length === 0) {
    return <p className="mt-4 text-stone-600">Nenhuma página de ajuda cadastrada ainda.</p>
  }
  return (
    <CardTable labelledBy={labelledBy} columns={COLUMNS} minWidth="lg:min-w-[52rem]">
      {query.data.map((page) => (
        <HelpPageRow
          key={page.id}
          page={page}
          editing={page.id === editingId}
          onEdit={() => onEdit(page)}
          onDelete={() => onDelete(page)}
        />
      ))}
    </CardTable>
  )
}
