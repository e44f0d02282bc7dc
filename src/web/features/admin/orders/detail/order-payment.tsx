import { formatDateTime } from '#domain/dates.ts'
import { PAYMENT_METHOD_LABELS } from '#domain/orders/order-status.ts'
import { DetailRow, DetailSection } from '#web/features/admin/orders/detail-section.tsx'
import { paymentStatusLabel } from '#web/features/admin/orders/order-labels.ts'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

/** 'Pagamento': how, where it stands, the provider's id and when it was paid. */
export function OrderPayment({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Pagamento">
      <dl className="text-sm">
        <DetailRow label="Forma de pagamento">
          {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        </DetailRow>
        <DetailRow label="Status do pagamento">{paymentStatusLabel(order.paymentStatus)}</DetailRow>
        <DetailRow label="ID do pagamento">
          {order.paymentId ? <span className="font-mono">{order.paymentId}</span> : 'Não há'}
        </DetailRow>
        <DetailRow label="Pago em">
          {order.paidAt ? formatDateTime(order.paidAt) : 'Ainda não pago'}
        </DetailRow>
      </dl>
    </DetailSection>
  )
}
