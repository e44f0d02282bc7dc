import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx'

/**
 * While photos are on their way, leaving asks first: closing or reloading the tab (the browser's
 * own question: `beforeunload`), and another page or tab of the panel (react-router's blocker).
 */
export function UploadLeaveGuard({ uploading }: { uploading: boolean }) {
  useEffect(() => {
    if (!uploading) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [uploading])

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      uploading &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  )
  if (blocker.state !== 'blocked') return null
  return (
    <ConfirmDialog
      title="Há fotos sendo enviadas"
      message="Se sair agora, as fotos que ainda estão sendo enviadas não serão salvas. Sair mesmo assim?"
      confirmLabel="Sair mesmo assim"
      cancelLabel="Ficar"
      danger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  )
}
