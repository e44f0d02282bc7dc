import { useId, useLayoutEffect, useRef, useState, type DragEvent, type RefObject } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { MAX_PHOTOS } from '#domain/photos.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { countsTowardsMax } from './photo-items.ts'
import { PhotoPickers } from './photo-pickers.tsx'
import { PhotoTile, type PhotoControl } from './photo-tile.tsx'
import { RefusedPhotos } from './refused-photos.tsx'
import type { PhotoList } from './use-photo-list.ts'

interface PhotoManagerProps {
  list: PhotoList
  /** 'Adicione pelo menos uma foto', from the form's check (gone once an address is typed). */
  error?: string | undefined
  /** 'Escolher fotos': the form focuses it when the photos are its first problem. */
  chooseRef?: RefObject<HTMLInputElement | null>
  /** Files were chosen: the form clears its 'at least one' message. */
  onAdd?: () => void
  /** The form's 'URL da Imagem': a photo given by its address, after the uploaded ones. */
  address: { typed: string; error?: string | undefined; field: UseFormRegisterReturn }
  className?: string
}

const hasFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files')

/**
 * The photos of a product or project (decision 036): chosen from the camera or the gallery, or dropped
 * on it, uploaded two at a time with their progress; ordered by drag or by the buttons of each
 * (the first is the cover), removed, described. Moves and uploads are said in a polite live region.
 */
export function PhotoManager({
  list,
  error: photosError,
  chooseRef,
  onAdd,
  address,
  className = '',
}: PhotoManagerProps) {
  const { items, store } = list
  // A file refused (or whose upload failed) is no photo of the list: it is numbered with none
  // and holds no place, not the cover's either; it waits below for a retry or its removal.
  const photos = items.filter(countsTowardsMax)
  const refused = items.filter((item) => !countsTowardsMax(item))
  const hintId = useId()
  const errorId = useId()
  // A typed address counts as a photo: the message goes as soon as one is typed.
  const error = address.typed.trim() ? undefined : photosError
  const ownRef = useRef<HTMLInputElement>(null)
  const choose = chooseRef ?? ownRef
  const tiles = useRef<HTMLUListElement>(null)
  const dragged = useRef<string | undefined>(undefined)
  const [over, setOver] = useState(false)
  // After a move or a removal, the focus stays on the photo's button (or its neighbour's).
  const focusNext = useRef<{ key?: string; control: PhotoControl } | null>(null)

  useLayoutEffect(() => {
    const wanted = focusNext.current
    if (!wanted) return
    focusNext.current = null
    const tile = wanted.key && tiles.current?.querySelector(`[data-photo-key="${wanted.key}"]`)
    if (!tile) {
      choose.current?.focus()
      return
    }
    const control = (name: PhotoControl) =>
      tile.querySelector<HTMLButtonElement>(`[data-control="${name}"]`)
    const button = control(wanted.control)
    const other = wanted.control === 'left' ? 'right' : 'left'
    ;(button && !button.disabled ? button : control(other))?.focus()
  }, [items, choose])

  function add(files: File[]) {
    store.add(files)
    onAdd?.()
  }

  function remove(index: number) {
    const neighbour = photos[index + 1] ?? photos[index - 1]
    focusNext.current = { key: neighbour?.key, control: 'remove' }
    store.remove(photos[index]!.key)
  }

  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <fieldset
      aria-describedby={describedBy}
      className={`min-w-0 rounded-lg border p-3 ${over ? 'border-amber-700 bg-amber-50' : 'border-stone-200'} ${className}`}
      onDragOver={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return
        event.preventDefault()
        setOver(false)
        add([...(event.dataTransfer?.files ?? [])])
      }}
    >
      <legend className="px-1 text-sm font-medium text-stone-800">Fotos</legend>
      <p id={hintId} className="mb-3 text-xs text-stone-600">
        {`Até ${MAX_PHOTOS} fotos em JPEG, PNG ou WebP, de até 10 MB cada. A primeira é a capa.`}
      </p>
      <div className="rounded-lg border-2 border-dashed border-stone-300 p-3">
        <PhotoPickers
          onFiles={add}
          describedBy={describedBy}
          invalid={Boolean(error)}
          chooseRef={choose}
        />
      </div>
      {list.notice && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {list.notice}
        </p>
      )}
      {list.loading === 'loading' && (
        <p role="status" className="mt-3 text-sm text-stone-600">
          Carregando fotos...
        </p>
      )}
      {list.loading === 'failed' && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-2 text-sm text-red-700">
          <p>Erro ao carregar as fotos.</p>
          <Button variant="secondary" onClick={() => store.retryLoad()}>
            Tentar novamente
          </Button>
        </div>
      )}
      {photos.length > 0 && (
        <ul
          ref={tiles}
          aria-label="Fotos"
          className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        >
          {photos.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              position={index + 1}
              count={photos.length}
              cover={index === 0}
              onMove={(to, control) => {
                focusNext.current = { key: item.key, control }
                store.move(item.key, to)
              }}
              onRemove={() => remove(index)}
              onAlt={(alt) => store.setAlt(item.key, alt)}
              onDragStart={() => {
                dragged.current = item.key
              }}
              onDragEnd={() => {
                dragged.current = undefined
              }}
              onDropHere={() => dragged.current && store.move(dragged.current, index)}
            />
          ))}
        </ul>
      )}
      <RefusedPhotos items={refused} store={store} chooseRef={choose} />
      <div className="mt-3">
        <Field
          label="URL da Imagem"
          type="url"
          placeholder="https://"
          error={address.error}
          {...address.field}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {list.announcement}
      </p>
    </fieldset>
  )
}
