import { RefreshCw, TriangleAlert } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'

interface UnconfirmedPricesAlertProps {
  retrying: boolean
  onRetry: () => void
}

/** The server could not be reached: the cart still works, the order is priced by the server. */
export function UnconfirmedPricesAlert({ retrying, onRetry }: UnconfirmedPricesAlertProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">
        Não foi possível confirmar os preços e o estoque atuais. Você ainda pode finalizar a compra:
        os valores são conferidos quando o pedido é criado.
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        Tentar Novamente
      </Button>
    </div>
  )
}
