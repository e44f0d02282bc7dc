import { formatDateTime } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { shortId } from '#domain/text.ts'
import { hello } from './email-blocks.ts'
import type { ParsedEmail } from './email-schemas.ts'
import { layout, type RenderedEmail, type Shop } from './layout.ts'

/**
 * A card payment refused (decision 027), once per refused payment: nothing was charged, the order is
 * still open, and the link lands on the order in 'Seus Pedidos', where 'Tentar pagamento
 * novamente' opens a new checkout (after signing in, when the session has ended).
 */
export function paymentRefusedEmail(d: ParsedEmail['payment-refused'], shop: Shop): RenderedEmail {
  const order = `#${shortId(d.orderId)}`
  return layout(
    `Pagamento recusado: pedido ${order} - ${shop.shopName}`,
    hello(d.name),
    [
      { strong: 'Pagamento recusado' },
      `O pagamento com cartão de ${formatBRL(d.totalCents)} do seu pedido ${order} foi recusado. Nenhum valor foi cobrado por esta tentativa.`,
      'Isso pode acontecer por falta de limite, por um dado do cartão digitado errado ou por um bloqueio do banco. Seu pedido continua aberto: você pode tentar de novo, com o mesmo cartão ou com outro.',
      ...(d.reservedUntil
        ? [
            `O pedido fica reservado para você até ${formatDateTime(d.reservedUntil)} (horário de Brasília). Depois disso, ele é cancelado se não for pago.`,
          ]
        : []),
      {
        href: `${shop.publicUrl}/orders#pedido-${encodeURIComponent(d.orderId)}`,
        label: 'Tentar pagamento novamente',
      },
      'Se o pagamento continuar sendo recusado, fale com o banco que emitiu o cartão.',
    ],
    shop,
  )
}
