import { formatDate, formatTime } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { PAYMENT_METHOD_LABELS } from '#domain/orders/order-status.ts'
import { policyPath } from '#domain/policies.ts'
import { shortId } from '#domain/text.ts'
import { adminOrderUrl, hello, ordersLink, reachShop } from './email-blocks.ts'
import type { ParsedEmail } from './email-schemas.ts'
import { layout, type Block, type RenderedEmail, type Shop } from './layout.ts'

type WithdrawalEmail =
  'withdrawal-received' | 'withdrawal-requested-owner' | 'refund-made' | 'production-started'

/** '27/11/2026 às 12:30 (horário de Brasília)' */
const when = (iso: string) => `${formatDate(iso)} às ${formatTime(iso)} (horário de Brasília)`

const reasonBlock = (reason: string | null): Block[] =>
  reason ? [`Motivo informado: ${reason}`] : []

/** What happens next, for the customer: the order not sent yet is cancelled, the one sent comes back. */
function customerNext(d: ParsedEmail['withdrawal-received']): string {
  const total = formatBRL(d.totalCents)
  return d.mode === 'cancel'
    ? `Como o pedido ainda não foi enviado, ele será cancelado e todo o valor pago (${total}) será devolvido.`
    : `Vamos combinar com você a devolução do produto, sem custo para você. Todo o valor pago (${total}) será devolvido, como garante o Código de Defesa do Consumidor (art. 49).`
}

/** Where the money went back: a card's statement, the PIX payer's account, or a PIX by hand. */
function refundPath(d: ParsedEmail['refund-made']): string {
  // A PIX made by hand is how the money went back, whatever paid the order.
  if (d.via === 'pix-manual') return 'Fizemos um PIX de volta para você.'
  return d.paymentMethod === 'mercadopago'
    ? 'No cartão de crédito, o estorno aparece na fatura em até duas faturas, conforme o banco emissor do cartão.'
    : 'O valor volta para a conta de onde o PIX foi pago.'
}

/** 'Maria (maria@exemplo.com)', or whichever of the two the order has. */
function customerLine(d: ParsedEmail['withdrawal-requested-owner']): string {
  const { customerName: name, customerEmail: email } = d
  if (name && email) return `${name} (${email})`
  return name ?? email ?? 'não informado'
}

/**
 * The withdrawal within 7 days (CDC art. 49; decision 039): the customer's receipt, sent at once
 * (Decreto 7.962/2013, art. 5, § 4), the owner's to-do, and the customer's word that the money
 * went back.
 */
export const withdrawalTemplates: {
  [T in WithdrawalEmail]: (data: ParsedEmail[T], shop: Shop) => RenderedEmail
} = {
  'withdrawal-received': (d, shop) => {
    const order = `#${shortId(d.orderId)}`
    return layout(
      `Recebemos sua desistência — pedido ${order}`,
      hello(d.name),
      [
        `Recebemos o seu pedido de desistência da compra ${order} em ${when(d.requestedAt)}. Este e-mail é a confirmação de que ele chegou até nós.`,
        customerNext(d),
        ...reasonBlock(d.reason),
        {
          href: `${shop.publicUrl}${policyPath('trocas-e-devolucoes')}`,
          label: 'Política de trocas e devoluções',
        },
        'Se tiver alguma dúvida, fale conosco:',
        reachShop(d.contactUrl),
        ordersLink(shop),
      ],
      shop,
    )
  },
  'withdrawal-requested-owner': (d, shop) => {
    const order = `#${shortId(d.orderId)}`
    return layout(
      `Desistência solicitada — pedido ${order}`,
      'Olá!',
      [
        `O cliente pediu a desistência da compra ${order} (direito de arrependimento, CDC art. 49).`,
        {
          items: [
            `Pedido: ${order}`,
            `Cliente: ${customerLine(d)}`,
            `Pedido de desistência em: ${when(d.requestedAt)}`,
            `Total: ${formatBRL(d.totalCents)}`,
            `Forma de pagamento: ${PAYMENT_METHOD_LABELS[d.paymentMethod]}`,
          ],
        },
        {
          strong:
            d.mode === 'cancel'
              ? 'O pedido ainda não foi enviado: cancele-o e devolva o valor pago.'
              : 'O pedido já foi enviado: combine a devolução com o cliente, faça o reembolso e marque "Produto devolvido" quando o pacote voltar.',
        },
        ...reasonBlock(d.reason),
        { href: adminOrderUrl(shop, d.orderId), label: 'Abrir o pedido' },
      ],
      shop,
    )
  },
  'production-started': (d, shop) => {
    const order = `#${shortId(d.orderId)}`
    return layout(
      `Sua peça está em produção — pedido ${order}`,
      hello(d.name),
      [
        `Começamos a produzir a sua peça sob encomenda do pedido ${order} em ${when(d.startedAt)}.`,
        'Como ela é feita sob medida para você, a desistência pelo botão do site termina aqui. Se quiser desistir mesmo assim, fale conosco: vamos analisar o seu caso com você, respeitando o seu direito de arrependimento (CDC, art. 49).',
        reachShop(d.contactUrl),
        {
          href: `${shop.publicUrl}${policyPath('trocas-e-devolucoes')}`,
          label: 'Política de trocas e devoluções',
        },
        ordersLink(shop),
      ],
      shop,
    )
  },
  'refund-made': (d, shop) => {
    const order = `#${shortId(d.orderId)}`
    return layout(
      `Reembolso feito — pedido ${order}`,
      hello(d.name),
      [
        `Devolvemos ${formatBRL(d.amountCents)} referentes ao pedido ${order}, em ${formatDate(d.refundedAt)}. O pedido foi cancelado.`,
        refundPath(d),
        ordersLink(shop),
      ],
      shop,
    )
  },
}
