import { ArrowLeft, ArrowRight, ImageOff, Trash2 } from 'lucide-react'
import { useId, type DragEvent } from 'react'
import { TextAreaField } from '#web/components/ui/field.tsx'
import { thumbnailOf, type PhotoItem } from './photo-items.ts'

/** The data type of a photo dragged inside the list (a file dragged in brings 'Files'). */
export const PHOTO_DRAG_TYPE = 'application/x-vitrine-photo'

/** The longest description the server keeps (photo-list.ts). */
const MAX_ALT = 300

export type PhotoControl = 'left' | 'right' | 'remove'

interface PhotoTileProps {
  item: PhotoItem
  /** 1 for the first. */
  position: number
  count: number
  cover: boolean
  onMove: (to: number, control: PhotoControl) => void
  onRemove: () => void
  onAlt: (alt: string) => void
  onDragStart: () => void
  onDragEnd: () => void
  /** Another photo of the list was dropped on this one. */
  onDropHere: () => void
}

// Narrower than the shared Button: two tiles share a phone's width.
export const SMALL_BUTTON =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-stone-300 bg-white px-2 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-500 disabled:cursor-not-allowed disabled:opacity-40'

const isPhotoDrag = (event: DragEvent) =>
  [...(event.dataTransfer?.types ?? [])].includes(PHOTO_DRAG_TYPE)

function Status({ item, position }: { item: PhotoItem; position: number }) {
  if (item.status === 'done') return null
  const state =
    item.status === 'waiting'
      ? 'Na fila'
      : item.progress < 100
        ? `Enviando: ${item.progress}%`
        : 'Processando...'
  return (
    <div className="mt-1">
      <progress
        aria-label={`Envio da foto ${position}`}
        max={100}
        value={item.progress}
        className="h-2 w-full accent-amber-800"
      />
      <p className="text-xs text-stone-600">{state}</p>
    </div>
  )
}

/**
 * One photo of the manager: its thumbnail (or its file's name and progress while on its way), the
 * 'Capa' mark on the first, the buttons that move or remove it, and its
 * description for screen readers.
 */
export function PhotoTile(props: PhotoTileProps) {
  const { item, position, count, cover, onMove, onRemove } = props
  const titleId = useId()
  const thumbnail = item.status === 'done' ? thumbnailOf(item) : undefined
  return (
    <li
      aria-labelledby={titleId}
      data-photo-key={item.key}
      className="flex min-w-0 flex-col rounded-lg border border-stone-200 bg-white p-2"
      onDragOver={(event) => {
        if (!isPhotoDrag(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'move'
      }}
      onDrop={(event) => {
        if (!isPhotoDrag(event)) return
        event.preventDefault()
        event.stopPropagation()
        props.onDropHere()
      }}
    >
      <div
        draggable
        onDragStart={(event) => {
          event.dataTransfer?.setData(PHOTO_DRAG_TYPE, item.key)
          if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move'
          props.onDragStart()
        }}
        onDragEnd={props.onDragEnd}
        className="relative aspect-square cursor-grab overflow-hidden rounded-md bg-stone-100"
      >
        {thumbnail ? (
          <img
            src={thumbnail}
            alt={`Miniatura da foto ${position}`}
            className="size-full object-cover"
            draggable={false}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center">
            <ImageOff aria-hidden="true" className="size-6 text-stone-400" />
            <span className="w-full truncate text-xs text-stone-600">{item.label}</span>
          </div>
        )}
        {cover && (
          <span className="absolute top-1 left-1 rounded-full bg-amber-800 px-2 py-0.5 text-xs font-semibold text-white">
            Capa
          </span>
        )}
        <button
          type="button"
          className={`${SMALL_BUTTON} absolute top-1 right-1 shadow-sm`}
          data-control="remove"
          aria-label={`Remover foto ${position}`}
          title="Remover"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4 text-red-700" />
        </button>
      </div>
      <p id={titleId} className="mt-1 text-xs font-medium text-stone-800">
        {`Foto ${position}`}
      </p>
      <Status item={item} position={position} />
      <div className="mt-1 flex gap-1">
        <button
          type="button"
          className={`${SMALL_BUTTON} flex-1`}
          data-control="left"
          aria-label={`Mover foto ${position} para a esquerda`}
          title="Mover para a esquerda"
          disabled={position === 1}
          onClick={() => onMove(position - 2, 'left')}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={`${SMALL_BUTTON} flex-1`}
          data-control="right"
          aria-label={`Mover foto ${position} para a direita`}
          title="Mover para a direita"
          disabled={position === count}
          onClick={() => onMove(position, 'right')}
        >
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <TextAreaField
        label={`Descrição da foto ${position} (para quem não enxerga)`}
        rows={2}
        className="mt-2"
        value={item.alt}
        maxLength={MAX_ALT}
        onChange={(event) => props.onAlt(event.currentTarget.value)}
      />
    </li>
  )
}
