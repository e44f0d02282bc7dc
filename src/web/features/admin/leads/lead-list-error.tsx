import { RefreshCw } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'

/** A failed load keeps the panel and the other tabs: a line here and a retry. */
export function LeadListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-stone-600">
      <p role="alert">Não foi possível carregar a lista de interessados.</p>
      <Button variant="secondary" className="min-h-9 px-3" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar Novamente
      </Button>
    </div>
  )
}
