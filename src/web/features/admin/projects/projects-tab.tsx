import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useOnProductListUpdated } from '#web/lib/product-list-events.ts'
import { adminProjectsQueryOptions, type AdminProject } from './project-queries.ts'
import { ProjectDeleteDialog } from './project-delete-dialog.tsx'
import { ProjectRow } from './project-row.tsx'
import { CardTable } from '#web/features/admin/shell/card-table.tsx'

const COLUMNS = ['Produto', 'Cliente', 'Preço', 'Termos', 'Data', 'Ações']

/**
 * The spec only logs a failed load; a line and a retry in the tab (rather than the whole panel's
 * LoadError) keeps the other tabs usable and says why the table is missing.
 */
function ListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-stone-600">
      <p>Não foi possível carregar os projetos gerados.</p>
      <Button variant="secondary" className="min-h-9 px-3" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar Novamente
      </Button>
    </div>
  )
}

/** Projetos gerados: every custom project, whom it was made for and whether the terms were accepted. */
export function ProjectsTab() {
  const query = useQuery(adminProjectsQueryOptions())
  const [deleting, setDeleting] = useState<AdminProject | null>(null)
  useOnProductListUpdated(() => void query.refetch())

  return (
    <section>
      <h2 id="admin-projects-title" className="text-xl font-bold text-stone-900">
        Projetos gerados
      </h2>
      {query.isError ? (
        <ListError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data ? (
        <Spinner label="Carregando projetos gerados..." />
      ) : query.data.length === 0 ? (
        <p className="mt-4 text-stone-600">Nenhum projeto gerado ainda.</p>
      ) : (
        <CardTable labelledBy="admin-projects-title" columns={COLUMNS} minWidth="lg:min-w-[52rem]">
          {query.data.map((project) => (
            <ProjectRow key={project.id} project={project} onDelete={() => setDeleting(project)} />
          ))}
        </CardTable>
      )}
      {deleting && <ProjectDeleteDialog project={deleting} onClose={() => setDeleting(null)} />}
    </section>
  )
}
