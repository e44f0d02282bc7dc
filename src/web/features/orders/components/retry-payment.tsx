import { CreditCard, QrCode } from 'lucide-react'
import { useId, useState } from 'react'
import { ORDER_STATUS } from '#domain/orders/order-status.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { MyOrder } from '#web/lib/open-orders.ts'
import { useRetryCardPayment } from '#web/features/orders/api/retry-payment.ts'
import { RETRY_PAYMENT_FAILED } from '#web/lib/retry-payment.ts'
import { LivePixPayment } from './live-pix-payment.tsx'
import { PixCopyPaste } from '#web/components/pix-copy-paste.tsx'
import { PixReceipt } from '#web/components/pix-receipt.tsx'

const ALERT = 'rounded-lg bg-red-50 p-3 text-sm text-red-800'

/**
 * PIX with a charge of its own (decision 018): the charge, or 'Pagar novamente'. Static PIX: the
 * copy-paste code again. Card: a new checkout at the provider.
 */
export function RetryPayment({ order }: { order: MyOrder }) {
  if (order.paymentMethod === 'pix' && order.pixStatus !== 'static' && order.pixStatus !== null) {
    return <LivePixPayment order={order} />
  }
  return <StaticOrCardRetry order={order} />
}

function StaticOrCardRetry({ order }: { order: MyOrder }) {
  const pixId = useId()
  const [showPix, setShowPix] = useState(false)
  const card = useRetryCardPayment(order.id)
  const isPix = order.paymentMethod === 'pix'
  // After a refused card, 'Tentar pagamento novamente' whatever the status (decision 027).
  const firstTry = order.status === ORDER_STATUS.pending && !order.paymentRefused
  const label = firstTry ? 'Pagar agora' : 'Tentar pagamento novamente'
  const Icon = isPix ? QrCode : CreditCard

  return (
    <div className="space-y-3">
      <Button
        onClick={() => (isPix ? setShowPix(true) : card.mutate())}
        disabled={card.isPending || card.isSuccess}
        aria-expanded={isPix ? showPix : undefined}
        aria-controls={isPix && showPix ? pixId : undefined}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {isPix && showPix && (
        <div id={pixId}>
          {order.pixCode ? (
            <div className="space-y-4">
              <PixCopyPaste code={order.pixCode} />
              <PixReceipt shortId={order.shortId} />
            </div>
          ) : (
            <p role="alert" className={ALERT}>
              {RETRY_PAYMENT_FAILED}
            </p>
          )}
        </div>
      )}
      {card.isError && (
        <p role="alert" className={ALERT}>
          {RETRY_PAYMENT_FAILED}
        </p>
      )}
    </div>
  )
}
