import { Trash2 } from 'lucide-react'
import { formatDate } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import type { AdminProject } from './project-queries.ts'
import { ProductThumbnail } from '#web/components/ui/product-thumbnail.tsx'
import { CardCell, CardRow, CardRowHeader } from '#web/features/admin/shell/card-table.tsx'
import { LongText } from '#web/features/admin/shell/long-text.tsx'

function TermsBadge({ accepted }: { accepted: boolean }) {
  return (
    <Badge tone={accepted ? 'green' : 'amber'}>
      {accepted ? 'Termos Aceitos' : 'Aguardando Termos'}
    </Badge>
  )
}

interface ProjectRowProps {
  project: AdminProject
  onDelete: () => void
}

/** One project: a table row on a wide screen, a card on a phone. */
export function ProjectRow({ project, onDelete }: ProjectRowProps) {
  return (
    <CardRow className="lg:align-middle">
      <CardRowHeader className="font-medium">
        <div className="flex items-center gap-3">
          <ProductThumbnail src={project.image} />
          <span className="min-w-0 break-words">{project.name}</span>
        </div>
      </CardRowHeader>
      <CardCell label="Cliente" place="wide">
        <div className="font-medium break-words text-stone-900">{project.clientName}</div>
        <LongText text={project.clientEmail} className="text-stone-600 lg:max-w-56" />
      </CardCell>
      <CardCell label="Preço" className="whitespace-nowrap">
        {formatBRL(project.priceCents)}
      </CardCell>
      <CardCell label="Termos">
        <TermsBadge accepted={project.termsAccepted} />
      </CardCell>
      <CardCell label="Data" className="whitespace-nowrap">
        {formatDate(project.createdAt)}
      </CardCell>
      <CardCell className="self-end">
        <Button
          variant="danger"
          className="min-h-9 px-3"
          aria-label={`Excluir projeto ${project.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Excluir
        </Button>
      </CardCell>
    </CardRow>
  )
}
