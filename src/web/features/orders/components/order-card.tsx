import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { isAwaitingPayment, PAYMENT_METHOD_LABELS } from '#domain/orders/order-status.ts'
import { formatDate } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import { AddressLines } from '#web/components/address-lines.tsx'
import type { MyOrder } from '#web/lib/open-orders.ts'
import { pictureProps } from '#web/lib/picture.ts'
import { OrderStatusLabel } from './order-status-label.tsx'
import { OrderTimeline } from './order-timeline.tsx'
import { hasWithdrawalNews, OrderWithdrawal } from './order-withdrawal.tsx'
import { PaymentRefusedNote } from './payment-refused-note.tsx'
import { RetryPayment } from './retry-payment.tsx'
import { TrackingCode } from './tracking-code.tsx'

/** The anchor of an order's block: the emails' 'Copiar' link lands on `/orders#pedido-{id}`. */
export const orderAnchor = (orderId: string) => `pedido-${orderId}`

/**
 * One block of /orders: short id, date, status, items, the timeline, the delivery address, total,
 * method, tracking code, the payment retry and 'Desistir da compra'.
 */
export function OrderCard({ order }: { order: MyOrder }) {
  const titleId = `order-${order.id}`
  return (
    <article
      id={orderAnchor(order.id)}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <div>
          <h2 id={titleId} tabIndex={-1} className="text-lg font-semibold">
            Pedido #{order.shortId}
          </h2>
          <p className="text-sm text-stone-600">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusLabel status={order.status} refused={order.paymentRefused} />
      </header>
      <ul className="divide-y divide-stone-100 px-4">
        {order.items.map((item, index) => {
          // 'Capa de Volante — 38 cm / Vermelha': a product may be a line per variant (decision 053).
          const name = nameWithVariant(item.name, item.variantLabel)
          return (
            <li key={index} className="flex items-center gap-3 py-3">
              <ItemImage src={item.image} alt={name} />
              <div className="min-w-0">
                <p className="font-medium">{name}</p>
                <p className="text-sm text-stone-600">
                  {item.quantity} x {formatBRL(item.unitPriceCents)}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
      <div className="grid gap-4 border-t border-stone-200 px-4 py-3 sm:grid-cols-2">
        <section aria-labelledby={`${titleId}-timeline`}>
          <h3 id={`${titleId}-timeline`} className="mb-2 text-sm font-semibold text-stone-700">
            Andamento
          </h3>
          <OrderTimeline
            timeline={order.timeline}
            trackingCode={order.trackingCode}
            withdrawalAt={order.withdrawal.state === 'requested' ? order.withdrawal.at : null}
          />
        </section>
        {order.shippingAddress && (
          <section aria-labelledby={`${titleId}-address`}>
            <h3 id={`${titleId}-address`} className="mb-2 text-sm font-semibold text-stone-700">
              Endereço de entrega
            </h3>
            <address className="text-sm break-words not-italic">
              <AddressLines address={order.shippingAddress} />
            </address>
          </section>
        )}
      </div>
      <footer className="space-y-3 border-t border-stone-200 px-4 py-3">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-stone-600">Forma de pagamento</dt>
          <dd>
            {(PAYMENT_METHOD_LABELS as Record<string, string>)[order.paymentMethod] ??
              order.paymentMethod}
          </dd>
          {order.trackingCode && (
            <>
              <dt className="text-stone-600">Código de rastreio</dt>
              <dd>
                <TrackingCode code={order.trackingCode} url={order.trackingUrl} />
              </dd>
            </>
          )}
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold">{formatBRL(order.totalCents)}</dd>
        </dl>
        {order.paymentRefused && <PaymentRefusedNote reservedUntil={order.cardExpiresAt} />}
        {/* Spec.md: the retry is offered only while the order still waits for its payment. */}
        {isAwaitingPayment(order.status) && <RetryPayment order={order} />}
        {hasWithdrawalNews(order) && <OrderWithdrawal order={order} />}
      </footer>
    </article>
  )
}

/** The product picture as bought; a placeholder when the address is missing or broken. */
function ItemImage({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false)
  const box = 'size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100'
  if (!src || broken) {
    return (
      <div role="img" aria-label={alt} className={`${box} flex items-center justify-center`}>
        <ImageOff aria-hidden="true" className="size-6 text-stone-400" />
      </div>
    )
  }
  return (
    <img
      {...pictureProps(src, '64px')}
      alt={alt}
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`${box} object-cover`}
    />
  )
}
