import { RefreshCw } from 'lucide-react'
import { Button } from './button.tsx'

/** Stands in for a list that could not be loaded; the button asks for it again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      <Button className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Tentar Novamente
      </Button>
    </div>
  )
}
