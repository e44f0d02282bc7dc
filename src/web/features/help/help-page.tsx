import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { isHelpSlug } from '#domain/help-centre.ts'
import { LoadFailed } from '#web/components/ui/load-failed.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { usePageHead } from '#web/lib/page-head.ts'
import { helpPageQueryOptions, type PublicHelpPage } from './api/get-help-pages.ts'
import { QuestionAccordion } from './components/question-accordion.tsx'
import { NotFoundPage } from './not-found-page.tsx'

/** /{slug}: a help page found by its slug; an address that cannot be one is not looked up. */
export function HelpPage() {
  const { slug = '' } = useParams()
  return isHelpSlug(slug) ? <HelpPageContent slug={slug} /> : <NotFoundPage />
}

function HelpPageContent({ slug }: { slug: string }) {
  const query = useQuery(helpPageQueryOptions(slug))

  if (query.isPending) return <Spinner label="Carregando página de ajuda..." />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />
    return (
      <LoadFailed
        message="Erro ao carregar páginas de ajuda"
        onRetry={() => void query.refetch()}
      />
    )
  }

  return <HelpPageView page={query.data.page} />
}

function HelpPageView({ page }: { page: PublicHelpPage }) {
  usePageHead({ kind: 'help-page', page })
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <Link
        to="/duvidas"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-amber-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Ver todas as dúvidas
      </Link>
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <section aria-labelledby="faq-title" className="flex flex-col gap-4">
        <h2 id="faq-title" className="text-xl font-semibold">
          Dúvidas Frequentes
        </h2>
        {page.questions.length === 0 ? (
          <p className="text-stone-600">Nenhuma dúvida cadastrada ainda.</p>
        ) : (
          <QuestionAccordion questions={page.questions} />
        )}
      </section>
    </article>
  )
}
