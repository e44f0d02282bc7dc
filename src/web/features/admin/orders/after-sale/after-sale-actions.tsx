import { Banknote, Hammer, PackageCheck, Undo2, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { formatDate } from '#domain/dates.ts'
import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { AfterSaleAction } from './after-sale-mutations.ts'
import { ConfirmAfterSale } from './confirm-after-sale.tsx'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'
import { refundAction, RefundState } from './refund-actions.tsx'

const ICONS: Record<AfterSaleAction, LucideIcon> = {
  refund: Undo2,
  'refund-pix': Banknote,
  returned: PackageCheck,
  'production-started': Hammer,
}

/** The steps the order allows now, each a button that asks first. */
function offeredSteps(order: AdminOrderDetail) {
  const steps: Array<{ action: AfterSaleAction; label: string }> = []
  const refund = refundAction(order)
  if (refund) steps.push(refund)
  if (order.canMarkReturned) steps.push({ action: 'returned', label: 'Produto devolvido' })
  if (
    order.hasCustomWork &&
    !order.productionStartedAt &&
    order.status !== ORDER_STATUS.cancelled
  ) {
    steps.push({ action: 'production-started', label: WITHDRAWAL_TEXT.productionStarted })
  }
  return steps
}

/**
 * After the sale (decision 039): give the money back ('Reembolsar', or 'Reembolso feito por PIX'),
 * take the parcel back ('Produto devolvido'), mark the custom work begun ('Produção iniciada'),
 * and where each stands. Nothing to do or show: nothing drawn.
 */
export function AfterSaleActions({ order }: { order: AdminOrderDetail }) {
  const [asking, setAsking] = useState<AfterSaleAction | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const steps = offeredSteps(order)
  const { refund, returnedAt, productionStartedAt } = order
  if (steps.length === 0 && !refund && !returnedAt && !productionStartedAt && !failure) return null
  return (
    <div className="w-full space-y-3 border-t border-stone-200 pt-4 text-sm">
      {refund && <RefundState refund={refund} />}
      {returnedAt && (
        <p className="font-medium text-stone-800">{`Produto devolvido em ${formatDate(returnedAt)}`}</p>
      )}
      {productionStartedAt && (
        <p className="font-medium text-stone-800">
          {`Produção iniciada em ${formatDate(productionStartedAt)}`}
        </p>
      )}
      {steps.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {steps.map(({ action, label }) => {
            const Icon = ICONS[action]
            return (
              <Button
                key={action}
                variant="secondary"
                onClick={() => {
                  setFailure(null)
                  setAsking(action)
                }}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Button>
            )
          })}
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 break-words text-red-800">
          {failure}
        </p>
      )}
      {asking && (
        <ConfirmAfterSale
          action={asking}
          order={order}
          onClose={() => setAsking(null)}
          onFailed={setFailure}
        />
      )}
    </div>
  )
}
