import { formatBRL } from '#domain/money.ts'
import { shortId } from '#domain/text.ts'
import { hello, ordersLink, PAYMENT_LABELS, reachShop } from './email-blocks.ts'
import type { ParsedEmail } from './email-schemas.ts'
import { layout, type Block, type RenderedEmail, type Shop } from './layout.ts'

type OrderStep = 'payment-confirmed' | 'shipped' | 'tracking-updated' | 'delivered' | 'cancelled'

/**
 * The code, then where to follow it: TRACKING_URL's link, or, without one, 'Copiar' to the order
 * in /orders, whose button copies it (an email runs no script: decision 016).
 */
function trackingBlocks(
  d: { orderId: string; trackingCode: string; trackingUrl?: string | null | undefined },
  shop: Shop,
): Block[] {
  const follow: Block = d.trackingUrl
    ? { href: d.trackingUrl, label: 'Rastrear pedido' }
    : {
        href: `${shop.publicUrl}/orders#pedido-${encodeURIComponent(d.orderId)}`,
        label: 'Copiar',
      }
  return ['Código de rastreio:', { code: d.trackingCode }, follow]
}

const TRACKING_DELAY =
  'O rastreio pode levar até um dia útil para mostrar as primeiras informações.'

/** The customer's emails at each step of an order (decision 016). */
export const orderStepTemplates: {
  [T in OrderStep]: (data: ParsedEmail[T], shop: Shop) => RenderedEmail
} = {
  'payment-confirmed': (d, shop) =>
    layout(
      `Pagamento confirmado: pedido #${shortId(d.orderId)} - ${shop.shopName}`,
      hello(d.name),
      [
        { strong: 'Pagamento confirmado' },
        `Recebemos o pagamento de ${formatBRL(d.totalCents)} do seu pedido #${shortId(d.orderId)}.`,
        ...(d.items ? [{ items: d.items.map((i) => `${i.quantity} x ${i.name}`) }] : []),
        `Forma de pagamento: ${PAYMENT_LABELS[d.paymentMethod]}`,
        'Agora vamos preparar o seu pedido. Quando ele for enviado, você recebe outro email.',
        ordersLink(shop),
      ],
      shop,
    ),
  shipped: (d, shop) =>
    layout(
      `Pedido #${shortId(d.orderId)} enviado - ${shop.shopName}`,
      hello(d.name),
      [
        { strong: `Seu pedido #${shortId(d.orderId)} foi enviado!` },
        ...(d.trackingCode
          ? [...trackingBlocks({ ...d, trackingCode: d.trackingCode }, shop), TRACKING_DELAY]
          : ['O código de rastreio chega em outro email, assim que estiver disponível.']),
        ordersLink(shop),
      ],
      shop,
    ),
  'tracking-updated': (d, shop) =>
    layout(
      d.corrected
        ? `Código de rastreio atualizado - pedido #${shortId(d.orderId)}`
        : `Código de rastreio do pedido #${shortId(d.orderId)} - ${shop.shopName}`,
      hello(d.name),
      [
        d.corrected
          ? `O código de rastreio do seu pedido #${shortId(d.orderId)} mudou. Use este, no lugar do anterior.`
          : `Aqui está o código de rastreio do seu pedido #${shortId(d.orderId)}.`,
        ...trackingBlocks(d, shop),
        ordersLink(shop),
      ],
      shop,
    ),
  delivered: (d, shop) =>
    layout(
      d.assumed
        ? `Seu pedido #${shortId(d.orderId)} deve ter chegado - ${shop.shopName}`
        : `Pedido #${shortId(d.orderId)} entregue - ${shop.shopName}`,
      hello(d.name),
      d.assumed
        ? [
            `Já se passaram 30 dias desde o envio do seu pedido #${shortId(d.orderId)}.`,
            'Seu pedido deve ter chegado. Se não chegou, fale conosco:',
            reachShop(d.contactUrl),
            ordersLink(shop),
          ]
        : [
            `Seu pedido #${shortId(d.orderId)} foi entregue. Esperamos que você goste!`,
            'Se algo não estiver certo, fale conosco:',
            reachShop(d.contactUrl),
            ordersLink(shop),
          ],
      shop,
    ),
  cancelled: (d, shop) =>
    layout(
      `Pedido #${shortId(d.orderId)} cancelado - ${shop.shopName}`,
      hello(d.name),
      [`Seu pedido #${shortId(d.orderId)} foi cancelado.`, ...cancelledMoney(d)],
      shop,
    ),
}

/** What happens to the money of a cancelled order, and whom to talk to. */
function cancelledMoney(d: ParsedEmail['cancelled']): Block[] {
  const amount = formatBRL(d.totalCents)
  if (d.refund === 'returned') {
    return [
      `O valor de ${amount} foi devolvido pelo Mercado Pago, para o mesmo cartão ou conta usado no pagamento. O prazo para aparecer na fatura ou no extrato depende do banco ou da operadora do cartão.`,
      'Se tiver alguma dúvida, fale conosco:',
      reachShop(d.contactUrl),
    ]
  }
  if (d.refund === 'shop-returns') {
    const how =
      d.paymentMethod === 'pix'
        ? 'por PIX, para a conta de onde veio o pagamento'
        : 'pelo Mercado Pago, para o mesmo cartão usado na compra'
    return [
      {
        strong: `Como o pagamento já tinha sido confirmado, vamos devolver o valor de ${amount} ${how}.`,
      },
      'A devolução é feita pela nossa equipe. Se ela não aparecer em alguns dias, ou para combinar outra forma, fale conosco:',
      reachShop(d.contactUrl),
    ]
  }
  const ifPaid =
    d.paymentMethod === 'pix'
      ? `Se você já fez o PIX de ${amount}, fale conosco que devolvemos o valor:`
      : 'Se aparecer uma cobrança deste pedido no seu cartão, fale conosco que devolvemos o valor:'
  return [
    { strong: 'Nenhum valor foi cobrado por este pedido.' },
    d.mayHavePaid ? ifPaid : 'Se tiver alguma dúvida, fale conosco:',
    reachShop(d.contactUrl),
  ]
}
