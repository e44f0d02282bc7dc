import { Trash2 } from 'lucide-react'
import { formatDate } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import type { AdminProject } from './project-queries.ts'
import { ProductThumbnail } from '#web/components/ui/product-thumbnail.tsx'

const CELL = 'px-4 py-3'

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

export function ProjectRow({ project, onDelete }: ProjectRowProps) {
  return (
    <tr className="border-t border-stone-200 align-middle">
      <th scope="row" className={`${CELL} text-left font-medium`}>
        <div className="flex items-center gap-3">
          <ProductThumbnail src={project.image} />
          <span>{project.name}</span>
        </div>
      </th>
      <td className={CELL}>
        <div className="font-medium text-stone-900">{project.clientName}</div>
        <div className="break-all text-stone-600">{project.clientEmail}</div>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{formatBRL(project.priceCents)}</td>
      <td className={CELL}>
        <TermsBadge accepted={project.termsAccepted} />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{formatDate(project.createdAt)}</td>
      <td className={CELL}>
        <Button
          variant="danger"
          className="min-h-9 px-3"
          aria-label={`Excluir projeto ${project.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Excluir
        </Button>
      </td>
    </tr>
  )
}
