import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '#domain/dates.ts'
import type { StockMovementView } from '#domain/product.ts'
import { STOCK_MOVEMENT_LABELS } from '#domain/stock-ledger.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { productMovementsQueryOptions } from './product-queries.ts'

/** '+5' or '−3' (a true minus sign, as the owner reads it). */
export function signedQuantity(quantity: number): string {
  return quantity > 0 ? `+${quantity}` : `−${Math.abs(quantity)}`
}

/** The product's stock books, newest first: when, why, how many, and the order or admin behind it. */
export function ProductMovements({ productId }: { productId: string }) {
  const query = useQuery(productMovementsQueryOptions(productId))
  return (
    <section aria-labelledby="admin-product-movements-title" className="mt-6">
      <h3 id="admin-product-movements-title" className="text-lg font-semibold text-stone-900">
        Movimentações de estoque
      </h3>
      {query.isError ? (
        <p className="mt-2 text-sm text-red-700">Erro ao carregar dados. Tente novamente.</p>
      ) : !query.data ? (
        <Spinner label="Carregando movimentações..." />
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Nenhuma movimentação registrada.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200 text-sm">
          {query.data.map((movement) => (
            <MovementItem key={movement.id} movement={movement} />
          ))}
        </ul>
      )}
    </section>
  )
}

function MovementItem({ movement }: { movement: StockMovementView }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
      <time dateTime={movement.createdAt} className="text-stone-600">
        {formatDateTime(movement.createdAt)}
      </time>
      <span className="font-medium text-stone-900">{STOCK_MOVEMENT_LABELS[movement.reason]}</span>
      {movement.variantLabel && (
        <span className="font-medium text-stone-800">{movement.variantLabel}</span>
      )}
      <span
        className={`font-mono font-semibold ${movement.quantity > 0 ? 'text-green-800' : 'text-red-700'}`}
      >
        {signedQuantity(movement.quantity)}
      </span>
      {movement.orderShortId && (
        <span className="font-mono text-stone-700">#{movement.orderShortId}</span>
      )}
      {movement.adminName && <span className="text-stone-700">{movement.adminName}</span>}
    </li>
  )
}
