import { formatDateTime } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { ProductThumbnail } from '#web/components/ui/product-thumbnail.tsx'
import { DetailSection } from '#web/features/admin/orders/detail-section.tsx'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

type Item = AdminOrderDetail['items'][number]

function TermsAcceptance({ terms }: { terms: Item['termsAcceptance'] }) {
  return (
    <p className="mt-1 text-xs text-stone-600">
      {terms
        ? `Termos aceitos (versão ${terms.version}) em ${formatDateTime(terms.acceptedAt)}`
        : 'Sem registro de aceite dos termos'}
    </p>
  )
}

/**
 * 'Itens': picture, name with the variant bought, quantity × unit price and line total;
 * made-to-order ones marked.
 */
export function OrderItems({ items }: { items: Item[] }) {
  return (
    <DetailSection title="Itens">
      <ul className="divide-y divide-stone-100">
        {/* One line per variant bought (decision 053): a product may be on two lines. */}
        {items.map((item, at) => (
          <li key={at} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <ProductThumbnail src={item.image} />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-stone-900">
                {nameWithVariant(item.name, item.variantLabel)}
              </p>
              {item.madeToOrder && (
                <div className="mt-1">
                  <Badge tone="purple">Sob encomenda</Badge>
                  <TermsAcceptance terms={item.termsAcceptance} />
                </div>
              )}
              <p className="mt-1 text-sm text-stone-600">
                {`${item.quantity} × ${formatBRL(item.unitPriceCents)}`}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap text-stone-900">
              {formatBRL(item.lineTotalCents)}
            </p>
          </li>
        ))}
      </ul>
    </DetailSection>
  )
}
