import { formatBRL } from '#domain/money.ts'
import type { PixToPay } from '#domain/orders/pix-charge.ts'
import { PayAgainButton } from '#web/components/pay-again-button.tsx'
import { PixCountdown, useTimeLeft } from '#web/components/pix-countdown.tsx'
import { SimulatedPixLink } from '#web/components/simulated-pix-link.tsx'
import type { MyOrder } from '#web/lib/open-orders.ts'
import { retryErrorMessage, useRetryPixPayment } from '#web/lib/retry-payment.ts'
import { PixCopyPaste } from '#web/components/pix-copy-paste.tsx'

const ALERT = 'rounded-lg bg-red-50 p-3 text-sm text-red-800'
const NOTE = 'rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm text-stone-800'

/**
 * The PIX of a dynamic charge order waiting for payment: the live code with its amount
 * and countdown; being made, a note (the page asks again by itself); failed or expired,
 * 'Pagar novamente', which shows the code the shop answers (the same while payable, else new).
 */
export function LivePixPayment({ order }: { order: MyOrder }) {
  const retry = useRetryPixPayment(order.id)
  const pix = retry.data ?? order.pix
  const payAgain = () => retry.mutate()
  const error = retry.isError && (
    <p key={retry.submittedAt} role="alert" className={ALERT}>
      {retryErrorMessage(retry.error)}
    </p>
  )

  let body
  if (pix?.expiresAt) {
    body = (
      <LiveCharge
        key={`${pix.code} ${pix.expiresAt}`}
        pix={pix}
        expiresAt={pix.expiresAt}
        focus={retry.isSuccess}
        onPayAgain={payAgain}
        retrying={retry.isPending}
      />
    )
  } else if (pix) {
    // Without Mercado Pago's PIX key the shop falls back to its static code, paid by hand.
    body = <PixCopyPaste code={pix.code} focus={retry.isSuccess} />
  } else if (order.pixStatus === 'creating') {
    body = <p className={NOTE}>Gerando o código PIX deste pedido...</p>
  } else {
    body = (
      <Unpaid
        note={
          order.pixStatus === 'expired'
            ? 'Este código PIX expirou.'
            : 'O código PIX deste pedido não foi gerado.'
        }
        onPayAgain={payAgain}
        retrying={retry.isPending}
      />
    )
  }
  return (
    <div className="space-y-3">
      {body}
      {error}
    </div>
  )
}

function LiveCharge({
  pix,
  expiresAt,
  focus,
  onPayAgain,
  retrying,
}: {
  pix: PixToPay
  expiresAt: string
  focus: boolean
  onPayAgain: () => void
  retrying: boolean
}) {
  const left = useTimeLeft(expiresAt)
  if (left === 0) {
    return <Unpaid note="Este código PIX expirou." onPayAgain={onPayAgain} retrying={retrying} />
  }
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Valor do PIX: <strong>{formatBRL(pix.amountCents)}</strong>
      </p>
      <PixCountdown expiresAt={expiresAt} left={left} />
      <PixCopyPaste code={pix.code} focus={focus} />
      {pix.simulatedPayUrl && <SimulatedPixLink href={pix.simulatedPayUrl} />}
    </div>
  )
}

function Unpaid({
  note,
  onPayAgain,
  retrying,
}: {
  note: string
  onPayAgain: () => void
  retrying: boolean
}) {
  return (
    <div className="space-y-3">
      <div role="status" className={NOTE}>
        <p className="font-semibold">{note}</p>
        <p>Para pagar, gere um novo código em 'Pagar novamente'.</p>
      </div>
      <PayAgainButton onClick={onPayAgain} pending={retrying} />
    </div>
  )
}
