import { z } from 'zod'
import { hasOwnName } from '#domain/account.ts'
import { formatCep } from '#domain/cep.ts'
import { formatBRL, MAX_CENTS } from '#domain/money.ts'
import { shortId } from '#domain/text.ts'
import { layout, type Block, type RenderedEmail, type Shop } from './layout.ts'

export type { RenderedEmail, Shop } from './layout.ts'

const name = z.string().trim().min(1)
const cents = z.number().int().min(0).max(MAX_CENTS)
// Only web links: a stored 'javascript:' URL must never become a link in an email.
const webUrl = z.url({ protocol: /^https?$/ })
const paymentMethod = z.enum(['pix', 'mercadopago'])
const orderId = z.string().min(1)
/** The name the order ships to; an order without one is greeted 'Olá!'. */
const greetingName = name.nullish()
const code = z.string().trim().min(1)
/** The shop's WhatsApp chat about the order, or none: the customer answers the email instead. */
const contactUrl = webUrl.nullish()

const schemas = {
  welcome: z.object({ name, email: z.email() }),
  'password-reset': z.object({ name, resetUrl: webUrl }),
  'password-reset-admin': z.object({ name, resetUrl: webUrl }),
  'order-confirmation': z.object({
    name,
    orderId: z.string().min(1),
    totalCents: cents,
    paymentMethod,
    items: z
      .array(z.object({ name, quantity: z.number().int().min(1), unitPriceCents: cents }))
      .min(1),
    // Since issue 18, PIX orders only: the 'Copia e Cola' code. Optional, so a confirmation
    // queued before (still in the outbox) renders as it was.
    pixCode: code.optional(),
  }),
  'payment-confirmed': z.object({
    name: greetingName,
    orderId,
    totalCents: cents,
    paymentMethod,
    items: z
      .array(z.object({ name, quantity: z.number().int().min(1) }))
      .min(1)
      .optional(),
  }),
  shipped: z.object({
    name: greetingName,
    orderId,
    /** None when the owner marked it 'Enviado' before having the code. */
    trackingCode: code.nullish(),
    /** TRACKING_URL filled with the code; none without TRACKING_URL ('Copiar' instead). */
    trackingUrl: webUrl.nullish(),
  }),
  'tracking-updated': z.object({
    name: greetingName,
    orderId,
    trackingCode: code,
    trackingUrl: webUrl.nullish(),
    /** A code replaces another; false when the order shipped without one. */
    corrected: z.boolean(),
  }),
  delivered: z.object({
    name: greetingName,
    orderId,
    /** Marked by the 30-day check, not by anyone who knows it arrived. */
    assumed: z.boolean(),
    contactUrl,
  }),
  cancelled: z.object({
    name: greetingName,
    orderId,
    totalCents: cents,
    paymentMethod,
    refund: z.enum(['nothing-charged', 'returned', 'shop-returns']),
    mayHavePaid: z.boolean(),
    contactUrl,
  }),
  'new-order': z.object({
    orderId: z.string().min(1),
    customerName: name,
    totalCents: cents,
    paymentMethod,
    // Since issue 17: what to pack and where to send it. Optional, so an email queued before
    // (still in the outbox, retried after an SMTP outage) renders as it was, plus the link.
    items: z
      .array(z.object({ name, quantity: z.number().int().min(1) }))
      .min(1)
      .optional(),
    address: z
      .object({
        street: name,
        number: name,
        complement: z.string().trim().nullish(),
        neighborhood: name,
        city: name,
        state: name,
        cep: name,
      })
      .optional(),
  }),
  'custom-project': z.object({ name, projectName: name, priceCents: cents }),
  'refund-due': z.object({
    orderId: z.string().min(1),
    totalCents: cents,
    paymentId: z.string().min(1),
    missing: name,
  }),
  'payment-amount-mismatch': z.object({
    orderId: z.string().min(1),
    totalCents: cents,
    /** Null when Mercado Pago's answer had no readable amount. */
    receivedCents: cents.nullable(),
    paymentId: z.string().min(1),
  }),
}

export type EmailType = keyof typeof schemas
export type EmailData = { [T in EmailType]: z.input<(typeof schemas)[T]> }
type Parsed = { [T in EmailType]: z.output<(typeof schemas)[T]> }

export const EMAIL_TYPES = Object.keys(schemas) as EmailType[]

function isEmailType(value: string): value is EmailType {
  return Object.hasOwn(schemas, value)
}

const PAYMENT_LABELS = { pix: 'PIX', mercadopago: 'Mercado Pago' } as const

/** The address block as it goes on a parcel: street and number, neighbourhood, city/UF, CEP. */
function addressLines(name: string, a: NonNullable<Parsed['new-order']['address']>): string {
  const street = `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''}`
  return [name, street, a.neighborhood, `${a.city}/${a.state}`, `CEP ${formatCep(a.cep)}`].join(
    '\n',
  )
}

const hello = (name: string | null | undefined) => (name ? `Olá, ${name}!` : 'Olá!')

const ordersLink = (shop: Shop): Block => ({
  href: `${shop.publicUrl}/orders`,
  label: 'Acompanhar meus pedidos',
})

/** How to reach the shop: its WhatsApp when it has one, otherwise a reply to this email. */
const reachShop = (url: string | null | undefined): Block =>
  url
    ? { href: url, label: 'Falar com a loja no WhatsApp' }
    : 'Para falar com a loja, é só responder a este email.'

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

const RESET_VALIDITY =
  'O link vale por 1 hora e só pode ser usado uma vez. Depois disso, é só pedir um novo.'

const templates: { [T in EmailType]: (data: Parsed[T], shop: Shop) => RenderedEmail } = {
  welcome: (d, shop) =>
    layout(
      `Sua conta foi criada - ${shop.shopName}`,
      // An account made at checkout is named after its email: 'Olá, maria@exemplo.com!' reads badly.
      hasOwnName(d.name, d.email) ? `Olá, ${d.name}!` : 'Olá!',
      [
        `Que bom ter você por aqui! Sua conta foi criada com o email ${d.email}.`,
        'Entrando na sua conta, você acompanha seus pedidos e mantém seu endereço atualizado.',
        { href: `${shop.publicUrl}/login`, label: 'Entrar na minha conta' },
      ],
      shop,
    ),
  'password-reset': (d, shop) =>
    layout(
      `Redefinição de senha - ${shop.shopName}`,
      `Olá, ${d.name}!`,
      [
        'Recebemos um pedido para redefinir a senha da sua conta.',
        { href: d.resetUrl, label: 'Criar uma nova senha' },
        RESET_VALIDITY,
        'Se você não pediu a redefinição, pode ignorar este email: sua senha continua a mesma.',
      ],
      shop,
    ),
  'password-reset-admin': (d, shop) =>
    layout(
      `Defina uma nova senha - ${shop.shopName}`,
      `Olá, ${d.name}!`,
      [
        'Nossa equipe pediu a redefinição da senha da sua conta para você.',
        { href: d.resetUrl, label: 'Criar uma nova senha' },
        RESET_VALIDITY,
      ],
      shop,
    ),
  'order-confirmation': (d, shop) =>
    layout(
      `Pedido #${shortId(d.orderId)} recebido - ${shop.shopName}`,
      `Olá, ${d.name}!`,
      [
        `Obrigado pela compra! Recebemos seu pedido #${shortId(d.orderId)}.`,
        {
          items: d.items.map(
            (i) => `${i.quantity} x ${i.name} - ${formatBRL(i.quantity * i.unitPriceCents)}`,
          ),
        },
        { strong: `Total: ${formatBRL(d.totalCents)}` },
        `Forma de pagamento: ${PAYMENT_LABELS[d.paymentMethod]}`,
        ...(d.paymentMethod === 'pix' && d.pixCode
          ? [
              'Para pagar, abra o app do seu banco, escolha PIX Copia e Cola e cole o código abaixo.',
              { strong: `Valor a pagar: ${formatBRL(d.totalCents)}` },
              'Código PIX Copia e Cola:',
              { code: d.pixCode },
              'Assim que confirmarmos o pagamento, você recebe outro email.',
            ]
          : []),
        ordersLink(shop),
      ],
      shop,
    ),
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
  'new-order': (d, shop) =>
    layout(
      `Novo pedido #${shortId(d.orderId)} - ${formatBRL(d.totalCents)}`,
      'Olá!',
      [
        'Chegou um novo pedido na loja.',
        {
          items: [
            `Pedido: #${shortId(d.orderId)}`,
            `Cliente: ${d.customerName}`,
            `Total: ${formatBRL(d.totalCents)}`,
            `Forma de pagamento: ${PAYMENT_LABELS[d.paymentMethod]}`,
          ],
        },
        ...(d.items ? ['Itens:', { items: d.items.map((i) => `${i.quantity} x ${i.name}`) }] : []),
        ...(d.address ? [`Endereço de entrega:\n${addressLines(d.customerName, d.address)}`] : []),
        {
          href: `${shop.publicUrl}/admin/pedidos/${encodeURIComponent(d.orderId)}`,
          label: 'Ver pedido no painel',
        },
      ],
      shop,
    ),
  'refund-due': (d, shop) =>
    layout(
      `Pagamento recebido para o pedido cancelado #${shortId(d.orderId)}: reembolse`,
      'Olá!',
      [
        `Chegou um pagamento para o pedido #${shortId(d.orderId)}, que está cancelado, e ele não pôde ser reaberto: não há mais estoque de ${d.missing}.`,
        {
          items: [
            `Pedido: #${shortId(d.orderId)}`,
            `Valor recebido: ${formatBRL(d.totalCents)}`,
            `Pagamento no Mercado Pago: ${d.paymentId}`,
          ],
        },
        'Devolva o valor ao cliente pelo Mercado Pago, ou reponha o estoque e reabra o pedido no painel.',
        { href: `${shop.publicUrl}/admin`, label: 'Ver no painel' },
      ],
      shop,
    ),
  'payment-amount-mismatch': (d, shop) =>
    layout(
      `Pagamento com valor diferente no pedido #${shortId(d.orderId)}: não aplicado`,
      'Olá!',
      [
        `O Mercado Pago aprovou um pagamento para o pedido #${shortId(d.orderId)} com um valor diferente do total do pedido. O pedido não foi marcado como pago e continua como estava.`,
        {
          items: [
            `Pedido: #${shortId(d.orderId)}`,
            `Total do pedido: ${formatBRL(d.totalCents)}`,
            `Valor aprovado: ${d.receivedCents === null ? 'não informado' : formatBRL(d.receivedCents)}`,
            `Pagamento no Mercado Pago: ${d.paymentId}`,
          ],
        },
        'Confira o pagamento no Mercado Pago. Se estiver tudo certo, marque o pedido como pago no painel; se não, devolva o valor ao cliente.',
        {
          href: `${shop.publicUrl}/admin/pedidos/${encodeURIComponent(d.orderId)}`,
          label: 'Ver pedido no painel',
        },
      ],
      shop,
    ),
  'custom-project': (d, shop) =>
    layout(
      `Um projeto feito para você - ${shop.shopName}`,
      `Olá, ${d.name}!`,
      [
        `Preparamos um projeto personalizado especialmente para você: ${d.projectName}.`,
        { strong: `Valor: ${formatBRL(d.priceCents)}` },
        'Ele já está esperando no seu carrinho. Leia e aceite os termos do produto artesanal para finalizar a compra.',
        { href: `${shop.publicUrl}/cart`, label: 'Ver meu carrinho' },
      ],
      shop,
    ),
}

/** What happens to the money of a cancelled order, and whom to talk to. */
function cancelledMoney(d: Parsed['cancelled']): Block[] {
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

/** Validates `data` for its type (throws a ZodError when it does not fit) and renders it. */
export function renderEmail<T extends EmailType>(
  type: T,
  data: EmailData[T],
  shop: Shop,
): RenderedEmail {
  return renderStoredEmail(type, data, shop)
}

/** For rows read back from the outbox, whose type and data are only known at run time. */
export function renderStoredEmail(type: string, data: unknown, shop: Shop): RenderedEmail {
  if (!isEmailType(type)) throw new Error(`Tipo de email desconhecido: ${type}`)
  const render = templates[type] as (data: unknown, shop: Shop) => RenderedEmail
  return render(schemas[type].parse(data), shop)
}
