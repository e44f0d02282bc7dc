import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react'
import { formatDate } from '#domain/dates.ts'
import { DOWNLOAD_URL_LENGTH, truncate } from '#domain/text.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { MoveDirection } from './download-mutations.ts'
import type { AdminDownload } from './download-queries.ts'

const CELL = 'px-4 py-3'
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

export function DownloadRow(props: DownloadRowProps) {
  const { download, position, isFirst, isLast, moving, editing } = props
  const { title } = download
  return (
    <tr
      data-download-id={download.id}
      className={`border-t border-stone-200 align-middle ${editing ? 'bg-amber-50' : ''}`}
    >
      <td className={CELL}>
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
      </td>
      <th scope="row" className={`${CELL} text-left font-medium`}>
        {title}
      </th>
      <td className={CELL}>
        <a
          href={download.url}
          title={download.url}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-amber-800 underline hover:text-amber-900"
        >
          {truncate(download.url, DOWNLOAD_URL_LENGTH)}
        </a>
      </td>
      <td className={`${CELL} ${download.description ? '' : 'text-stone-500'}`}>
        {download.description || '—'}
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{formatDate(download.createdAt)}</td>
      <td className={CELL}>
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
      </td>
    </tr>
  )
}
