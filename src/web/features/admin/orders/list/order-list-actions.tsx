import { Download, Printer } from 'lucide-react'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'

interface OrderListActionsProps {
  /** The CSV of the list as filtered now (every page). */
  csvHref: string
  selectedCount: number
  onPrintSelected: () => void
}

/** 'Exportar CSV' and, once some orders are ticked, 'Imprimir selecionados (N)'. */
export function OrderListActions({
  csvHref,
  selectedCount,
  onPrintSelected,
}: OrderListActionsProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      {selectedCount > 0 && (
        <Button onClick={onPrintSelected}>
          <Printer aria-hidden="true" className="size-4" />
          {`Imprimir selecionados (${selectedCount})`}
        </Button>
      )}
      <a href={csvHref} download className={buttonClasses('secondary')}>
        <Download aria-hidden="true" className="size-4" />
        Exportar CSV
      </a>
    </div>
  )
}
