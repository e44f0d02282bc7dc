import { RefreshCw } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'

/**
 * A save's refusal in the 'Loja' tab; a stale one (another tab saved first) offers 'Recarregar',
 * which reads what is stored again.
 */
export function SaveProblemAlert(props: {
  message: string | undefined
  stale: boolean
  busy: boolean
  onReload: () => void
}) {
  return (
    <div className="space-y-3">
      <FormAlert>{props.message}</FormAlert>
      {props.stale && (
        <Button variant="secondary" onClick={props.onReload} disabled={props.busy}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Recarregar
        </Button>
      )}
    </div>
  )
}
