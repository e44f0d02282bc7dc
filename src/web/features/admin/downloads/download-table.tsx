import { useLayoutEffect, useRef, useState } from 'react'
import { DOWNLOAD_MESSAGES } from '#domain/schemas/download.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useMoveDownload, type MoveDirection } from './download-mutations.ts'
import type { AdminDownload } from './download-queries.ts'
import { DownloadRow } from './download-row.tsx'
import { CardTable } from '#web/features/admin/shell/card-table.tsx'

const COLUMNS = ['Ordem', 'Título', 'URL', 'Informações', 'Criado em', 'Ações']

interface DownloadTableProps {
  downloads: AdminDownload[]
  /** Names the table. */
  labelledBy: string
  editingId: string | undefined
  onEdit: (download: AdminDownload) => void
  onDelete: (download: AdminDownload) => void
}

interface Moved {
  id: string
  direction: MoveDirection
}

/** The downloads in display order, each movable one place up or down. */
export function DownloadTable({ downloads, labelledBy, ...actions }: DownloadTableProps) {
  const move = useMoveDownload()
  const table = useRef<HTMLTableElement>(null)
  // The arrow that was pressed: disabled while the move runs, and its row may have moved.
  const moved = useRef<Moved | null>(null)
  const [announcement, setAnnouncement] = useState('')

  useLayoutEffect(() => {
    const target = moved.current
    if (!target || move.isPending) return
    moved.current = null
    const row = table.current?.querySelector(`tr[data-download-id="${CSS.escape(target.id)}"]`)
    const arrows = [...(row?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])]
    // The same arrow if it can still be pressed (not at the top or bottom now), else the other.
    const same = arrows.find((arrow) => arrow.dataset.move === target.direction && !arrow.disabled)
    ;(same ?? arrows.find((arrow) => !arrow.disabled))?.focus()
  }, [move.isPending, downloads])

  function onMove(download: AdminDownload, direction: MoveDirection) {
    move.mutate(
      { id: download.id, direction },
      {
        onSuccess: (list) => {
          const position = list.findIndex((other) => other.id === download.id) + 1
          setAnnouncement(`${download.title} agora está na posição ${position}.`)
        },
        onError: (error) => toast.error(errorMessage(error, DOWNLOAD_MESSAGES.moveFailed)),
        onSettled: () => {
          moved.current = { id: download.id, direction }
        },
      },
    )
  }

  return (
    <CardTable
      ref={table}
      labelledBy={labelledBy}
      columns={COLUMNS}
      minWidth="lg:min-w-[56rem]"
      after={
        <p role="status" className="sr-only">
          {announcement}
        </p>
      }
    >
      {downloads.map((download, index) => (
        <DownloadRow
          key={download.id}
          download={download}
          position={index + 1}
          isFirst={index === 0}
          isLast={index === downloads.length - 1}
          moving={move.isPending}
          editing={download.id === actions.editingId}
          onMove={(direction) => onMove(download, direction)}
          onEdit={() => actions.onEdit(download)}
          onDelete={() => actions.onDelete(download)}
        />
      ))}
    </CardTable>
  )
}
