import type { OwnerStockReason } from '#domain/stock-ledger.ts'
import { SelectField } from '#web/components/ui/field.tsx'

const REASON_LABELS: Record<OwnerStockReason, string> = {
  restock: 'Reposição',
  adjustment: 'Ajuste (devolução, perda, contagem)',
}

export type StockChange = 'up' | 'down'

/**
 * Whether the stock typed is above or below the stock the form loaded; undefined while it is the
 * same, or not a whole number yet (the form's own check names that).
 */
export function stockChange(typed: string, loaded: number): StockChange | undefined {
  const stock = typed.trim() ? Number(typed) : Number.NaN
  if (!Number.isInteger(stock) || stock < 0 || stock === loaded) return undefined
  return stock > loaded ? 'up' : 'down'
}

/** The reason the ledger records: a lower stock is always an adjustment, never a restock. */
export function stockReason(change: StockChange, chosen: OwnerStockReason): OwnerStockReason {
  return change === 'down' ? 'adjustment' : chosen
}

interface ProductStockReasonProps {
  change: StockChange
  value: OwnerStockReason
  onChange: (reason: OwnerStockReason) => void
}

/** Shown when the owner changes the stock number: why, for 'Movimentações de estoque'. */
export function ProductStockReason({ change, value, onChange }: ProductStockReasonProps) {
  const reasons: OwnerStockReason[] = change === 'down' ? ['adjustment'] : ['restock', 'adjustment']
  return (
    <SelectField
      label="Motivo da alteração de estoque"
      placeholder={null}
      options={reasons.map((reason) => ({ value: reason, label: REASON_LABELS[reason] }))}
      value={stockReason(change, value)}
      onChange={(event) => onChange(event.target.value as OwnerStockReason)}
    />
  )
}
