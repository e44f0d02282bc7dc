import { formatBRL } from '#domain/money.ts'
import { DetailRow, DetailSection } from '#web/features/admin/orders/detail-section.tsx'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

/** 'Valores': subtotal, the PIX discount, freight and total. */
export function OrderTotals({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Valores">
      <dl className="text-sm">
        <DetailRow label="Subtotal">{formatBRL(order.subtotalCents)}</DetailRow>
        {order.discountCents > 0 && (
          <DetailRow label="Desconto PIX">{`-${formatBRL(order.discountCents)}`}</DetailRow>
        )}
        <DetailRow label="Frete">{formatBRL(order.shippingCostCents)}</DetailRow>
        <div className="mt-1 border-t border-stone-200 pt-1 text-base">
          <DetailRow label="Total">{formatBRL(order.totalCents)}</DetailRow>
        </div>
      </dl>
    </DetailSection>
  )
}
