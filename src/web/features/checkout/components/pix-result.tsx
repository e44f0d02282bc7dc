import { useEffect } from 'react'
import { isPaid, ORDER_STATUS } from '#domain/orders/order-status.ts'
import { formatBRL } from '#domain/money.ts'
import type { PixToPay } from '#domain/orders/pix-charge.ts'
import { PayAgainButton } from '#web/components/pay-again-button.tsx'
import { PixReceipt } from '#web/components/pix-receipt.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { retryErrorMessage, useRetryPixPayment } from '#web/lib/retry-payment.ts'
import type { PlacedOrder } from '#web/features/checkout/api/place-order.ts'
import { useWatchedOrder } from '#web/features/checkout/api/watch-order.ts'
import { ExpiredPix, LivePix } from './live-pix.tsx'
import { OrderResultLinks } from './order-result-links.tsx'
import { PixCode } from './pix-code.tsx'

const CHARGE_FAILED =
  "Não foi possível gerar o código PIX agora. Tente de novo em instantes com 'Pagar novamente'."

/**
 * The PIX to pay. A dynamic charge: QR code, code, amount and countdown, while the order is
 * watched until the bank pays it (then `onPaid`: the page says 'Pagamento Confirmado!') or its
 * time runs out. A static BR Code: QR code, code and where to send the receipt. No charge
 * (the provider failed): the reason and 'Pagar novamente'.
 */
export function PixResult({ order, onPaid }: { order: PlacedOrder; onPaid: () => void }) {
  const retry = useRetryPixPayment(order.id)
  const watched = useWatchedOrder(
    order.id,
    order.pixStatus !== 'static' && order.pixStatus !== null,
  )
  const status = watched?.status ?? order.status
  // The newest charge this screen knows: asked for here, then as the server last said, then placed.
  const pix = retry.data ?? watched?.pix ?? order.pix
  const pixStatus = watched?.pixStatus ?? order.pixStatus
  const paid = isPaid(status)
  useEffect(() => {
    if (paid) onPaid()
  }, [paid, onPaid])
  if (paid) return null

  const payAgain = () => retry.mutate()
  const retryError = retry.isError ? retryErrorMessage(retry.error) : null
  const retryAlert = retryError && <FormAlert key={retry.submittedAt}>{retryError}</FormAlert>

  let body
  if (status === ORDER_STATUS.cancelled) {
    body = <FormAlert>O prazo para pagar este pedido terminou e ele foi cancelado.</FormAlert>
  } else if (!retry.data && pixStatus === 'expired') {
    // The server's word wins over this device's clock, which may run late.
    body = (
      <>
        <ExpiredPix onPayAgain={payAgain} retrying={retry.isPending} />
        {retryAlert}
      </>
    )
  } else if (pix?.expiresAt) {
    body = (
      <>
        <LivePix
          key={`${pix.code} ${pix.expiresAt}`}
          code={pix.code}
          expiresAt={pix.expiresAt}
          simulatedPayUrl={pix.simulatedPayUrl}
          shortId={order.shortId}
          focus={retry.isSuccess}
          onPayAgain={payAgain}
          retrying={retry.isPending}
        />
        {retryAlert}
      </>
    )
  } else if (pix) {
    body = <StaticPix pix={pix} shortId={order.shortId} focus={retry.isSuccess} />
  } else if (pixStatus === 'creating' && !retry.isError) {
    body = <Spinner label="Gerando o código PIX..." />
  } else if (pixStatus === 'failed' || pixStatus === 'creating' || order.paymentError) {
    body = (
      <div className="space-y-3">
        {retryAlert ?? <FormAlert>{order.paymentError ?? CHARGE_FAILED}</FormAlert>}
        <PayAgainButton onClick={payAgain} pending={retry.isPending} />
      </div>
    )
  } else {
    body = <FormAlert>Código PIX indisponível. Veja o pedido em Meus Pedidos.</FormAlert>
  }

  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-lg font-bold">Pedido #{order.shortId} criado!</h3>
        <p className="mt-1 text-sm text-stone-700">
          {status !== ORDER_STATUS.cancelled && 'Pague com PIX para confirmar. '}Total:{' '}
          <strong className="text-base">{formatBRL(pix?.amountCents ?? order.totalCents)}</strong>
        </p>
      </div>
      {body}
      <OrderResultLinks />
    </div>
  )
}

/**
 * The static BR Code, confirmed by hand: QR code, code, and the receipt sent by WhatsApp. One
 * block with its own spacing: 'Copiar' and 'Enviar Comprovante' never touch, wherever it is drawn.
 */
function StaticPix({ pix, shortId, focus }: { pix: PixToPay; shortId: string; focus: boolean }) {
  return (
    <div className="space-y-6">
      <PixCode code={pix.code} shortId={shortId} focus={focus} />
      <PixReceipt shortId={shortId} />
    </div>
  )
}
