import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { formatDate } from '#domain/dates.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { HelpPage } from './help-page-queries.ts'
import { CardCell, CardRow, CardRowHeader } from '#web/features/admin/shell/card-table.tsx'
import { HelpPageShareButton } from './help-page-share-button.tsx'

interface HelpPageRowProps {
  page: HelpPage
  /** The page open in the form above. */
  editing: boolean
  onEdit: () => void
  onDelete: () => void
}

/** One help page: a table row on a wide screen, a card on a phone. */
export function HelpPageRow({ page, editing, onEdit, onDelete }: HelpPageRowProps) {
  const path = `/${page.slug}`
  return (
    <CardRow className={`lg:align-middle ${editing ? 'bg-amber-50' : ''}`}>
      <CardRowHeader className="font-medium break-words">{page.title}</CardRowHeader>
      <CardCell label="URL" place="wide">
        <a
          href={path}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 break-all text-amber-800 underline hover:text-amber-900"
        >
          {path}
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </CardCell>
      <CardCell label="Dúvidas">{page.questions.length}</CardCell>
      <CardCell label="Criada em" className="whitespace-nowrap">
        {formatDate(page.createdAt)}
      </CardCell>
      <CardCell place="wide">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            aria-label={`Editar ${page.title}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Button>
          <HelpPageShareButton title={page.title} slug={page.slug} />
          <Button
            variant="danger"
            className="min-h-9 px-3"
            aria-label={`Excluir ${page.title}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        </div>
      </CardCell>
    </CardRow>
  )
}
