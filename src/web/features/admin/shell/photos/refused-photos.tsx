import { AlertTriangle, Trash2 } from 'lucide-react'
import { useId, useLayoutEffect, useRef, type RefObject } from 'react'
import type { PhotoItem } from './photo-items.ts'
import type { PhotoListStore } from './photo-list-store.ts'
import { SMALL_BUTTON } from './photo-tile.tsx'

interface RefusedPhotosProps {
  items: readonly PhotoItem[]
  store: PhotoListStore
  /** 'Escolher fotos', focused once the last one is removed. */
  chooseRef: RefObject<HTMLInputElement | null>
}

function RefusedPhoto({
  item,
  onRetry,
  onRemove,
}: {
  item: PhotoItem
  onRetry: () => void
  onRemove: () => void
}) {
  const nameId = useId()
  const reasonId = useId()
  return (
    <li
      aria-labelledby={nameId}
      data-photo-key={item.key}
      className="flex min-w-0 flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-2"
    >
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p id={nameId} className="truncate text-sm font-medium text-stone-800">
          {item.label}
        </p>
        <p id={reasonId} className="text-sm text-red-700">
          {item.error}
        </p>
      </div>
      {item.retryable && (
        <button
          type="button"
          className={`${SMALL_BUTTON} text-xs`}
          aria-label={`Tentar novamente o envio de ${item.label}`}
          aria-describedby={reasonId}
          onClick={onRetry}
        >
          Tentar novamente
        </button>
      )}
      <button
        type="button"
        className={SMALL_BUTTON}
        data-control="remove"
        aria-label={`Remover ${item.label}`}
        aria-describedby={reasonId}
        title="Remover"
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
      </button>
    </li>
  )
}

/**
 * The files that did not become photos (refused for what they are, or their upload failed), by
 * their names and why, apart from the photos: they hold no place in the list, the cover's least
 * of all. A failed upload can be tried again (it returns to its place); any can be removed.
 */
export function RefusedPhotos({ items, store, chooseRef }: RefusedPhotosProps) {
  const list = useRef<HTMLUListElement>(null)
  // After a removal the focus goes to the next one's 'Remover', or to 'Escolher fotos'.
  const focusNext = useRef<{ key: string | undefined } | null>(null)
  useLayoutEffect(() => {
    const wanted = focusNext.current
    if (!wanted) return
    focusNext.current = null
    const next =
      wanted.key &&
      list.current?.querySelector<HTMLButtonElement>(
        `[data-photo-key="${wanted.key}"] [data-control="remove"]`,
      )
    ;(next || chooseRef.current)?.focus()
  }, [items, chooseRef])

  if (items.length === 0) return null
  return (
    <ul ref={list} aria-label="Não enviadas" className="mt-3 flex flex-col gap-2">
      {items.map((item, index) => (
        <RefusedPhoto
          key={item.key}
          item={item}
          onRetry={() => store.retry(item.key)}
          onRemove={() => {
            focusNext.current = { key: (items[index + 1] ?? items[index - 1])?.key }
            store.remove(item.key)
          }}
        />
      ))}
    </ul>
  )
}
