import { useId } from 'react'
import { formatDateTime } from '#domain/dates.ts'
import { STOCK_MOVEMENT_LABELS } from '#domain/stock-ledger.ts'
import {
  CardCell,
  CardRow,
  CardRowHeader,
  CardTable,
} from '#web/features/admin/shell/card-table.tsx'
import { DetailSection } from '#web/features/admin/orders/detail-section.tsx'
import { historyEntries } from './order-history-entries.ts'
import { signedQuantity } from '#web/features/admin/orders/order-labels.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

/**
 * 'Histórico de status': each move, who made it and when, with the steps after the sale
 * in between (decision 039: the withdrawal, the production, the refund, the parcel back).
 */
export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  const entries = historyEntries(order)
  return (
    <DetailSection title="Histórico de status">
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma mudança de status registrada.</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-amber-200 pl-4 text-sm">
          {entries.map((entry, index) => (
            <li key={index}>
              <p className="font-medium text-stone-900">{entry.label}</p>
              <p className="text-stone-600">
                {entry.by} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  )
}

const MOVEMENT_COLUMNS = ['Produto', 'Quantidade', 'Motivo', 'Quando']

/**
 * 'Movimentações de estoque': the units this order took from the shelf or gave back. A table from
 * lg up; on a phone each movement is a card of stacked rows (decision 030: the table was 501 px wide
 * in a 326 px card).
 */
export function OrderMovements({ movements }: { movements: AdminOrderDetail['movements'] }) {
  const titleId = useId()
  return (
    <DetailSection title="Movimentações de estoque" titleId={titleId}>
      {movements.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma movimentação de estoque.</p>
      ) : (
        <CardTable labelledBy={titleId} columns={MOVEMENT_COLUMNS} className="lg:w-full">
          {movements.map((movement, index) => (
            <CardRow key={index}>
              <CardRowHeader label="Produto" className="font-medium break-words text-stone-900">
                {movement.productName}
              </CardRowHeader>
              <CardCell
                label="Quantidade"
                className={`font-mono font-semibold ${movement.quantity > 0 ? 'text-green-800' : 'text-red-700'}`}
              >
                {signedQuantity(movement.quantity)}
              </CardCell>
              <CardCell label="Motivo">{STOCK_MOVEMENT_LABELS[movement.reason]}</CardCell>
              <CardCell label="Quando" place="wide" className="lg:whitespace-nowrap">
                <time dateTime={movement.at}>{formatDateTime(movement.at)}</time>
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}
    </DetailSection>
  )
}
