import { useQuery } from '@tanstack/react-query'
import { usePageHead } from '#web/lib/page-head.ts'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { helpPagesQueryOptions } from './api/get-help-pages.ts'
import { HelpPageCard } from './components/help-page-card.tsx'

/** /duvidas: every help page, newest first. */
export function HelpCentrePage() {
  const query = useQuery(helpPagesQueryOptions())
  usePageHead({ kind: 'help-centre' })

  return (
    <section aria-labelledby="help-centre-title">
      <h1 id="help-centre-title" className="mb-6 text-2xl font-bold">
        Central de Dúvidas
      </h1>
      {query.isPending ? (
        <Spinner label="Carregando páginas de ajuda..." />
      ) : query.isError ? (
        <LoadFailed
          message="Erro ao carregar páginas de ajuda"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.pages.length === 0 ? (
        <p className="py-16 text-center text-stone-600">Nenhuma página de ajuda disponível</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {query.data.pages.map((page) => (
            <HelpPageCard key={page.id} page={page} />
          ))}
        </ul>
      )}
    </section>
  )
}
