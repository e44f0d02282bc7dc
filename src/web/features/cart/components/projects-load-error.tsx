import { CircleAlert, RefreshCw } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'

/** The projects could not be listed; the regular cart still works. */
export function ProjectsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">Não foi possível carregar seus projetos personalizados.</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar novamente
      </Button>
    </div>
  )
}
