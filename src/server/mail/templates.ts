import { hasOwnName } from '#domain/account.ts'
import { formatCep } from '#domain/cep.ts'
import { formatDateTime } from '#domain/dates.ts'
import { formatBRL } from '#domain/money.ts'
import { shortId } from '#domain/text.ts'
import { acceptedPolicies, adminOrderUrl, ordersLink, PAYMENT_LABELS } from './email-blocks.ts'
import {
  emailSchemas,
  isEmailType,
  type EmailData,
  type EmailType,
  type ParsedEmail,
} from './email-schemas.ts'
import { layout, type RenderedEmail, type Shop } from './layout.ts'
import { orderStepTemplates } from './order-step-emails.ts'
import { orderPaidOwnerEmail } from './order-paid-owner-email.ts'
import { passwordChangedEmail } from './password-changed-email.ts'
import { projectTemplates } from './project-emails.ts'
import { paymentRefusedEmail } from './payment-refused-email.ts'
import { withdrawalTemplates } from './withdrawal-emails.ts'

export type { RenderedEmail, Shop } from './layout.ts'
export { EMAIL_TYPES, type EmailData, type EmailType } from './email-schemas.ts'

/** The address block as it goes on a parcel: street and number, neighbourhood, city/UF, CEP. */
function addressLines(name: string, a: NonNullable<ParsedEmail['new-order']['address']>): string {
  const street = `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''}`
  return [name, street, a.neighborhood, `${a.city}/${a.state}`, `CEP ${formatCep(a.cep)}`].join(
    '\n',
  )
}

/** 'Novo pedido' says whether the order is paid (decision 030); nothing for one queued before. */
function paidLabel(paid: boolean | undefined, before = ''): string {
  if (paid === undefined) return ''
  return `${before}${paid ? 'Pago' : 'Aguardando pagamento'}`
}

const RESET_VALIDITY =
  'O link vale por 1 hora e só pode ser usado uma vez. Depois disso, é só pedir um novo.'

const templates: { [T in EmailType]: (data: ParsedEmail[T], shop: Shop) => RenderedEmail } = {
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
  'access-link': (d, shop) =>
    layout(
      `Seu link de acesso - ${shop.shopName}`,
      `Olá, ${d.name}!`,
      [
        'Recebemos um pedido de link de acesso para entrar na sua conta sem a senha.',
        { href: d.accessUrl, label: 'Entrar na minha conta' },
        'O link vale por 15 minutos e só pode ser usado uma vez. O aparelho em que você abrir o link passa a ser reconhecido na próxima vez que você entrar com sua senha.',
        'Se você não pediu este link, pode ignorar este email: ninguém entra sem ele, e sua senha continua a mesma.',
      ],
      shop,
    ),
  'password-changed': passwordChangedEmail,
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
              ...(d.pixExpiresAt
                ? [
                    `O código vale até ${formatDateTime(d.pixExpiresAt)} (horário de Brasília). Depois disso, o pedido é cancelado se não for pago.`,
                  ]
                : []),
              'Assim que confirmarmos o pagamento, você recebe outro email.',
            ]
          : []),
        ...(d.paymentMethod === 'pix' && !d.pixCode && d.pixUnavailable
          ? [
              "Não conseguimos gerar o código PIX agora. Abra Seus Pedidos e toque em 'Pagar novamente' para receber o código.",
            ]
          : []),
        ...(d.policies ? acceptedPolicies(d.policies, shop) : []),
        ordersLink(shop),
      ],
      shop,
    ),
  ...orderStepTemplates,
  'payment-refused': paymentRefusedEmail,
  'new-order': (d, shop) =>
    layout(
      `Novo pedido #${shortId(d.orderId)} - ${formatBRL(d.totalCents)}${paidLabel(d.paid, ' - ')}`,
      'Olá!',
      [
        'Chegou um novo pedido na loja.',
        {
          items: [
            `Pedido: #${shortId(d.orderId)}`,
            `Cliente: ${d.customerName}`,
            `Total: ${formatBRL(d.totalCents)}`,
            `Forma de pagamento: ${PAYMENT_LABELS[d.paymentMethod]}`,
            ...(d.paid === undefined ? [] : [`Pagamento: ${paidLabel(d.paid)}`]),
          ],
        },
        ...(d.items ? ['Itens:', { items: d.items.map((i) => `${i.quantity} x ${i.name}`) }] : []),
        ...(d.address ? [`Endereço de entrega:\n${addressLines(d.customerName, d.address)}`] : []),
        { href: adminOrderUrl(shop, d.orderId), label: 'Ver pedido no painel' },
      ],
      shop,
    ),
  'order-paid-owner': orderPaidOwnerEmail,
  'refund-due': (d, shop) =>
    layout(
      `Pagamento recebido para o pedido cancelado #${shortId(d.orderId)}: reembolse`,
      'Olá!',
      [
        d.refunded
          ? `Chegou um pagamento para o pedido #${shortId(d.orderId)}, que já foi reembolsado e está cancelado: ele não foi reaberto, e nenhuma peça saiu do estoque.`
          : `Chegou um pagamento para o pedido #${shortId(d.orderId)}, que está cancelado, e ele não pôde ser reaberto: não há mais estoque de ${d.missing ?? 'um dos produtos'}.`,
        {
          items: [
            `Pedido: #${shortId(d.orderId)}`,
            `Valor recebido: ${formatBRL(d.totalCents)}`,
            `Pagamento no Mercado Pago: ${d.paymentId}`,
          ],
        },
        d.refunded
          ? 'Devolva este pagamento ao cliente no painel do Mercado Pago: o reembolso do pedido já foi feito e não se repete pela loja.'
          : 'Devolva o valor ao cliente pelo Mercado Pago, ou reponha o estoque e reabra o pedido no painel.',
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
        { href: adminOrderUrl(shop, d.orderId), label: 'Ver pedido no painel' },
      ],
      shop,
    ),
  ...withdrawalTemplates,
  ...projectTemplates,
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
  return render(emailSchemas[type].parse(data), shop)
}
