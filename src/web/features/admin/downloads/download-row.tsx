import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react'
import { formatDate } from '#domain/dates.ts'
import { DOWNLOAD_URL_LENGTH, truncate } from '#domain/text.ts'
import { Button } from '#web/components/ui/button.tsx'
import { CardCell, CardRow, CardRowHeader } from '#web/features/admin/shell/card-table.tsx'
import type { MoveDirection } from './download-mutations.ts'
import type { AdminDownload } from './download-queries.ts'

const ARROW = 'min-h-9 px-2'

interface DownloadRowProps {
  download: AdminDownload
  /** 1 for the first row: the place /baixar shows it in. */
  position: number
  isFirst: boolean
  isLast: boolean
  /** A move is on its way: no other until the server has answered. */
  moving: boolean
  /** The download open in the form above. */
  editing: boolean
  onMove: (direction: MoveDirection) => void
  onEdit: () => void
  onDelete: () => void
}

/** One download: a table row on a wide screen, a card on a phone (its title first). */
export function DownloadRow(props: DownloadRowProps) {
  const { download, position, isFirst, isLast, moving, editing } = props
  const { title } = download
  return (
    <CardRow
      data-download-id={download.id}
      className={`lg:align-middle ${editing ? 'bg-amber-50' : ''}`}
    >
      <CardCell label="Ordem">
        <div className="flex items-center gap-1">
          <span className="w-6 text-stone-600">{position}</span>
          <Button
            variant="secondary"
            className={ARROW}
            data-move="up"
            aria-label={`Mover ${title} para cima`}
            disabled={isFirst || moving}
            onClick={() => props.onMove('up')}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="secondary"
            className={ARROW}
            data-move="down"
            aria-label={`Mover ${title} para baixo`}
            disabled={isLast || moving}
            onClick={() => props.onMove('down')}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </CardCell>
      {/* First on a card (CSS order), after the arrows in the table. */}
      <CardRowHeader className="order-first font-medium break-words lg:order-none">
        {title}
      </CardRowHeader>
      <CardCell label="URL" place="wide">
        <a
          href={download.url}
          title={download.url}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-amber-800 underline hover:text-amber-900"
        >
          {truncate(download.url, DOWNLOAD_URL_LENGTH)}
        </a>
      </CardCell>
      <CardCell
        label="Informações"
        place="wide"
        className={`break-words ${download.description ? '' : 'text-stone-500'}`}
      >
        {download.description || '—'}
      </CardCell>
      <CardCell label="Criado em" className="whitespace-nowrap">
        {formatDate(download.createdAt)}
      </CardCell>
      <CardCell place="wide">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            aria-label={`Editar ${title}`}
            onClick={props.onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </Button>
          <Button
            variant="danger"
            className="min-h-9 px-3"
            aria-label={`Excluir ${title}`}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Excluir
          </Button>
        </div>
      </CardCell>
    </CardRow>
  )
}
