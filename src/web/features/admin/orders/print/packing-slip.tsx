import { useId } from 'react'
import { formatDateTime } from '#domain/dates.ts'
import type { SellerIdentity } from '#domain/shop-identity.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import { AddressLines } from '#web/components/address-lines.tsx'
import { SellerIdentityLines } from '#web/components/seller-identity.tsx'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

/**
 * One order's packing slip, a printed page of its own: the shop, the order, what goes in the
 * parcel, and the address in type big enough to tape on it.
 */
export function PackingSlip({
  order,
  shopName,
  seller,
}: {
  order: AdminOrderDetail
  shopName: string
  /** The panel's identity now: the parcel's sender (decision 037). */
  seller?: SellerIdentity | null | undefined
}) {
  const titleId = useId()
  return (
    <article
      aria-labelledby={titleId}
      className="mb-6 rounded-xl border border-stone-300 bg-white p-5 break-inside-avoid break-after-page last:mb-0 last:break-after-auto print:mb-0 print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-2 border-b-2 border-stone-900 pb-3">
        <p className="text-lg font-bold text-stone-900">{shopName}</p>
        <div className="text-right">
          <h2 id={titleId} className="font-mono text-xl font-bold text-stone-900">
            Pedido #{order.shortId}
          </h2>
          <p className="text-sm text-stone-700">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
      </header>
      <section aria-label="Itens do pedido" className="mt-4">
        <h3 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">Itens</h3>
        <ul className="mt-2 divide-y divide-stone-200 border-y border-stone-200">
          {/* One line per variant bought (decision 053): a product may be on two lines. */}
          {order.items.map((item, at) => (
            <li key={at} className="flex gap-3 py-2 text-base">
              <span className="w-12 shrink-0 font-mono font-bold">{`${item.quantity}×`}</span>
              <span className="min-w-0 break-words">
                {nameWithVariant(item.name, item.variantLabel)}
                {item.madeToOrder && ' (sob encomenda)'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {seller && (
        <section aria-label="Remetente" className="mt-6">
          <h3 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            Remetente
          </h3>
          <address className="mt-2 text-base leading-snug break-words text-stone-900 not-italic">
            <SellerIdentityLines seller={seller} />
          </address>
        </section>
      )}
      <section aria-label="Destinatário" className="mt-6">
        <h3 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
          Destinatário
        </h3>
        {order.address ? (
          <address className="mt-2 rounded-lg border-2 border-stone-900 p-4 text-2xl leading-snug break-words text-stone-900 not-italic sm:text-3xl print:text-3xl">
            <AddressLines address={order.address} />
          </address>
        ) : (
          <p className="mt-2 text-lg">Pedido sem endereço de entrega.</p>
        )}
      </section>
    </article>
  )
}
