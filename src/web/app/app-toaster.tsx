import { useEffect } from 'react'
import { loadSonner, useLoadedSonner } from '#web/lib/toast.ts'

/**
 * The app's toasts: drawn by sonner's Toaster once sonner has loaded, on the first toast or, a
 * moment earlier, on the first tap or key press (most toasts answer one, e.g. 'Adicionar').
 */
export function AppToaster() {
  const sonner = useLoadedSonner()
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
  return sonner ? <sonner.Toaster position="top-center" richColors closeButton /> : null
}
