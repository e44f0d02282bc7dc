import { MessageCircle } from 'lucide-react'
import { formatDateTime } from '#domain/dates.ts'
import { formatWhatsapp } from '#domain/whatsapp.ts'
import { AddressLines } from '#web/components/address-lines.tsx'
import { DetailRow, DetailSection } from '#web/features/admin/orders/detail-section.tsx'
import type { AdminOrderDetail } from '#web/features/admin/orders/order-queries.ts'

/** 'Entrega': the address kept with the order, and when it left with which code. */
export function OrderDelivery({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Entrega">
      {order.address ? (
        <address className="text-sm leading-relaxed text-stone-900 not-italic">
          <AddressLines address={order.address} />
        </address>
      ) : (
        <p className="text-sm text-stone-600">Nenhum endereço registrado para este pedido.</p>
      )}
      <dl className="mt-3 border-t border-stone-100 pt-2 text-sm">
        <DetailRow label="Código de rastreio">
          {order.trackingCode ? (
            <span className="font-mono break-all">{order.trackingCode}</span>
          ) : (
            'Nenhum'
          )}
        </DetailRow>
        <DetailRow label="Enviado em">
          {order.shippingDate ? formatDateTime(order.shippingDate) : 'Ainda não enviado'}
        </DetailRow>
      </dl>
    </DetailSection>
  )
}

/** 'Cliente': name, email and WhatsApp, with a chat already naming the order. */
export function OrderCustomer({ customer }: { customer: AdminOrderDetail['customer'] }) {
  return (
    <DetailSection title="Cliente">
      <dl className="text-sm">
        <DetailRow label="Nome">{customer.name}</DetailRow>
        <DetailRow label="Email">
          {customer.email ? (
            <span className="break-all">{customer.email}</span>
          ) : (
            'Email não disponível'
          )}
        </DetailRow>
        <DetailRow label="WhatsApp">
          {customer.whatsapp ? formatWhatsapp(customer.whatsapp) : 'Não informado'}
        </DetailRow>
      </dl>
      {customer.chatUrl && (
        <a
          href={customer.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Conversar no WhatsApp
        </a>
      )}
    </DetailSection>
  )
}
