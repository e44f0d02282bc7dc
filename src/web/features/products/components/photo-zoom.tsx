import { X } from 'lucide-react'
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { pictureSources, type PhotoView } from '#domain/photos.ts'

interface PhotoZoomProps {
  photo: PhotoView
  /** 'Foto 2 de 5': its name for screen readers, and the line at its top. */
  position: string
  onClose: () => void
}

/**
 * A photo on the whole screen at its widest variant (1280 px), to see the stitching: closed by
 * Escape, 'Fechar', a tap anywhere or the back button (use-photo-zoom.ts). The focus moves to
 * 'Fechar' and back to the photo that opened it.
 */
export function PhotoZoom({ photo, position, onClose }: PhotoZoomProps) {
  const close = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    close.current?.focus()
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    } else if (event.key === 'Tab') {
      // 'Fechar' is the one thing to reach: the focus stays on it.
      event.preventDefault()
    }
  }

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={position}
      onKeyDown={onKeyDown}
      onClick={onClose}
      className="fixed inset-0 z-50 flex touch-manipulation items-center justify-center overscroll-contain bg-stone-950"
    >
      <p className="absolute top-3 left-4 text-sm font-medium text-white" aria-hidden="true">
        {position}
      </p>
      <button
        ref={close}
        type="button"
        onClick={onClose}
        aria-label="Fechar"
        className="absolute top-2 right-2 rounded-full p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-6" />
      </button>
      <img
        src={pictureSources(photo.url).largest}
        alt={photo.alt}
        decoding="async"
        className="max-h-full max-w-full object-contain"
      />
    </div>,
    document.body,
  )
}
