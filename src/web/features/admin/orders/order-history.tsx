import { formatDateTime } from '#domain/dates.ts'
import { STOCK_MOVEMENT_LABELS } from '#domain/stock-ledger.ts'
import { TableHead } from '#web/components/ui/table-head.tsx'
import { DetailSection } from './detail-section.tsx'
import { actorLabel, signedQuantity, statusChangeLabel } from './order-labels.ts'
import type { AdminOrderDetail } from './order-queries.ts'

/** 'Histórico de status': each move, who made it and when (issue 11). */
export function OrderTimeline({ timeline }: { timeline: AdminOrderDetail['timeline'] }) {
  return (
    <DetailSection title="Histórico de status">
      {timeline.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma mudança de status registrada.</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-amber-200 pl-4 text-sm">
          {timeline.map((entry, index) => (
            <li key={index}>
              <p className="font-medium text-stone-900">
                {statusChangeLabel(entry.fromStatus, entry.toStatus)}
              </p>
              <p className="text-stone-600">
                {actorLabel(entry.actor, entry.adminEmail)} ·{' '}
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  )
}

const MOVEMENT_COLUMNS = ['Produto', 'Quantidade', 'Motivo', 'Quando']

/** 'Movimentações de estoque': the units this order took from the shelf or gave back. */
export function OrderMovements({ movements }: { movements: AdminOrderDetail['movements'] }) {
  return (
    <DetailSection title="Movimentações de estoque">
      {movements.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhuma movimentação de estoque.</p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full text-sm">
            <TableHead columns={MOVEMENT_COLUMNS} />
            <tbody>
              {movements.map((movement, index) => (
                <tr key={index} className="border-t border-stone-100">
                  <td className="px-4 py-2 break-words">{movement.productName}</td>
                  <td
                    className={`px-4 py-2 font-mono font-semibold ${movement.quantity > 0 ? 'text-green-800' : 'text-red-700'}`}
                  >
                    {signedQuantity(movement.quantity)}
                  </td>
                  <td className="px-4 py-2">{STOCK_MOVEMENT_LABELS[movement.reason]}</td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    <time dateTime={movement.at}>{formatDateTime(movement.at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DetailSection>
  )
}
