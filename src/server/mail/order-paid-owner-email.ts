import { formatBRL } from '#domain/money.ts'
import { shortId } from '#domain/text.ts'
import { adminOrderUrl, PAYMENT_LABELS } from './email-blocks.ts'
import type { ParsedEmail } from './email-schemas.ts'
import { layout, type RenderedEmail, type Shop } from './layout.ts'

/**
 * To every admin account when an order becomes paid (decision 030), once per order: the PIX or card
 * payment confirmed, or the owner marking it 'Pago' by hand. It goes with the customer's
 * 'Pagamento confirmado' (the same order_notifications row decides both).
 */
export function orderPaidOwnerEmail(d: ParsedEmail['order-paid-owner'], shop: Shop): RenderedEmail {
  const order = `#${shortId(d.orderId)}`
  return layout(
    `Pagamento confirmado — pedido ${order} pronto para preparar`,
    'Olá!',
    [
      `O pagamento do pedido ${order} foi confirmado. O pedido está pronto para preparar e enviar.`,
      {
        items: [
          `Pedido: ${order}`,
          ...(d.customerName ? [`Cliente: ${d.customerName}`] : []),
          `Total: ${formatBRL(d.totalCents)}`,
          `Forma de pagamento: ${PAYMENT_LABELS[d.paymentMethod]}`,
        ],
      },
      ...(d.items ? ['Itens:', { items: d.items.map((i) => `${i.quantity} x ${i.name}`) }] : []),
      { href: adminOrderUrl(shop, d.orderId), label: 'Ver pedido no painel' },
    ],
    shop,
  )
}
