import { ChevronLeft, ChevronRight } from 'lucide-react'
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { pictureSources, type PhotoView } from '#domain/photos.ts'
import { pictureProps } from '#web/lib/picture.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'
import { usePhotoZoom } from '#web/features/products/hooks/use-photo-zoom.ts'
import { ProductImage } from './product-image.tsx'

interface PhotoGalleryProps {
  photos: readonly PhotoView[]
  /** How wide a photo is drawn, as the `sizes` attribute says it. */
  sizes: string
}

// Fetched when a photo is first zoomed: the product page's JavaScript stays within its ceiling
// (docs/decisions/034), and most visits never zoom.
const PhotoZoom = lazy(async () => ({ default: (await import('./photo-zoom.tsx')).PhotoZoom }))

const position = (index: number, count: number) => `Foto ${index + 1} de ${count}`

const ARROW =
  'absolute top-1/2 hidden -translate-y-1/2 rounded-full bg-white/90 p-2 text-stone-800 shadow hover:bg-white disabled:opacity-0 md:flex'

/**
 * The product page's photos: a row that snaps one photo at a time (a swipe on a phone; CSS
 * scroll-snap, and without JavaScript a row to scroll), arrows and the arrow keys on a desktop,
 * thumbnails below, and a tap or click zooms the photo in (photo-zoom.tsx). Each move is announced
 * ('Foto 2 de 5'). The cover is the page's largest paint. On a page the server drew, the further
 * photos and the thumbnails wait for the page's script: a phone would fetch them (the next photo
 * of a row counts as near) while it fetches the cover, which would then arrive later. Without
 * JavaScript the further photos show at once (index.html's noscript style), as a row to scroll.
 */
export function PhotoGallery({ photos, sizes }: PhotoGalleryProps) {
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  const zoom = usePhotoZoom(photos.length)
  const count = photos.length
  const several = count > 1
  const hydrated = useHydrated()

  function show(index: number) {
    const row = track.current
    const next = Math.min(Math.max(index, 0), count - 1)
    if (!row) return
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    row.scrollTo({ left: next * row.clientWidth, behavior: smooth ? 'smooth' : 'auto' })
    setCurrent(next)
  }

  function onScroll() {
    const row = track.current
    if (row && row.clientWidth > 0) setCurrent(Math.round(row.scrollLeft / row.clientWidth))
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!several || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    show(current + (event.key === 'ArrowLeft' ? -1 : 1))
  }

  function openZoom(event: MouseEvent<HTMLAnchorElement>, index: number) {
    event.preventDefault()
    zoom.open(index)
  }

  return (
    <section aria-label="Fotos do produto" onKeyDown={onKeyDown} className="flex flex-col gap-3">
      <div className="relative">
        <ul
          ref={track}
          onScroll={onScroll}
          className="photo-gallery flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg [scrollbar-width:thin]"
        >
          {photos.map((photo, index) => (
            <li
              key={index}
              // A class, not `hidden`: the base style's [hidden] is !important in its layer, which
              // index.html's noscript style could not undo.
              className={`w-full shrink-0 snap-center snap-always ${index > 0 && !hydrated ? 'hidden' : ''}`}
              data-without-script={index > 0 ? '' : undefined}
            >
              {/* Without JavaScript the link opens the photo's widest file: a zoom of sorts. */}
              <a
                href={pictureSources(photo.url).largest}
                onClick={(event) => openZoom(event, index)}
                aria-label={`Ampliar foto ${index + 1} de ${count}: ${photo.alt}`}
                className="block cursor-zoom-in"
              >
                <ProductImage
                  src={photo.url}
                  alt={photo.alt}
                  sizes={sizes}
                  load={index === 0 ? 'lcp' : 'lazy'}
                  className="rounded-none"
                />
              </a>
            </li>
          ))}
        </ul>
        {several && (
          <>
            <button
              type="button"
              aria-label="Foto anterior"
              onClick={() => show(current - 1)}
              disabled={current === 0}
              className={`${ARROW} left-2`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Próxima foto"
              onClick={() => show(current + 1)}
              disabled={current === count - 1}
              className={`${ARROW} right-2`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
      </div>
      {several && (
        <>
          <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Miniaturas">
            {photos.map((photo, index) => (
              <li key={index} className="shrink-0">
                <button
                  type="button"
                  onClick={() => show(index)}
                  aria-label={`Ver foto ${index + 1} de ${count}`}
                  aria-current={index === current ? 'true' : undefined}
                  className={`block size-16 overflow-hidden rounded-md border-2 bg-stone-100 ${index === current ? 'border-amber-700' : 'border-transparent'}`}
                >
                  {/* Its file once the script runs: the element is the server's all along. */}
                  <img
                    {...(hydrated && pictureProps(photo.url, '64px'))}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="sr-only">
            {position(current, count)}
          </p>
        </>
      )}
      {zoom.zoomed !== undefined && (
        <Suspense fallback={null}>
          <PhotoZoom
            photo={photos[zoom.zoomed]!}
            position={position(zoom.zoomed, count)}
            onClose={zoom.close}
          />
        </Suspense>
      )}
    </section>
  )
}
