import { RefreshCw } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'

/** Replaces the panel when its data could not be loaded; the button reloads the page. */
export function LoadError() {
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <p role="alert" className="font-medium text-red-800">
        Erro ao carregar dados. Tente novamente.
      </p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar Novamente
      </Button>
    </div>
  )
}
