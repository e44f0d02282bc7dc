import { useEffect, useLayoutEffect, useRef } from 'react'
import { loadSonner, useLoadedSonner } from '#web/lib/toast.ts'

/**
 * Below the sticky top navigation (3.5rem high, top-nav.tsx) and a gap, so a toast never covers
 * the cart and orders badges; on a phone too, should the window narrow after the toasts are placed.
 */
const BELOW_THE_NAV = { top: '4.5rem' }

/**
 * The app's toasts: drawn by sonner's Toaster once sonner has loaded, on the first toast or, a
 * moment earlier, on the first tap or key press (most toasts answer one, e.g. 'Adicionar').
 *
 * They are announced through our own polite live region, on every page from its first drawing
 * (the server's too): the Toaster is drawn inside it. sonner's own region arrives with the first
 * toast, too late for a screen reader to hear that one; it is made an ordinary container, so each
 * toast is announced once, by ours.
 *
 * On a phone they show at the bottom; wider, at the top right, below the navigation.
 */
export function AppToaster() {
  const sonner = useLoadedSonner()
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Only a head start: if it fails, the toast itself loads sonner again.
    const warmUp = () => void loadSonner().catch(() => {})
    window.addEventListener('pointerdown', warmUp, { once: true, passive: true })
    window.addEventListener('keydown', warmUp, { once: true })
    return () => {
      window.removeEventListener('pointerdown', warmUp)
      window.removeEventListener('keydown', warmUp)
    }
  }, [])
  // Before the browser draws (and tells screen readers of) sonner's region; React sets the
  // attribute once, when the Toaster first draws, and never again.
  useLayoutEffect(() => {
    region.current?.querySelector('[aria-live]')?.removeAttribute('aria-live')
  }, [sonner])

  return (
    <div ref={region} aria-live="polite">
      {sonner && (
        <sonner.Toaster
          // sonner's own breakpoint for phones (its styles.css), where toasts go full width. Only
          // in the browser: sonner never loads on the server.
          position={window.matchMedia('(max-width: 600px)').matches ? 'bottom-center' : 'top-right'}
          offset={BELOW_THE_NAV}
          mobileOffset={BELOW_THE_NAV}
          richColors
          closeButton
        />
      )}
    </div>
  )
}
