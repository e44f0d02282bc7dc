import { POLICY_TITLES, policyPath, type PolicyVersions } from '#domain/policies.ts'
import type { Block, Shop } from './layout.ts'

/** What the emails share: the payment method's name, the greeting, the link to 'Seus Pedidos'. */
export const PAYMENT_LABELS = { pix: 'PIX', mercadopago: 'Mercado Pago' } as const

export const hello = (name: string | null | undefined) => (name ? `Olá, ${name}!` : 'Olá!')

export const ordersLink = (shop: Shop): Block => ({
  href: `${shop.publicUrl}/orders`,
  label: 'Acompanhar meus pedidos',
})

/** The order's page in the panel, for the owner's emails. */
export const adminOrderUrl = (shop: Shop, orderId: string) =>
  `${shop.publicUrl}/admin/pedidos/${encodeURIComponent(orderId)}`

/** How to reach the shop: its WhatsApp when it has one, otherwise a reply to this email. */
export const reachShop = (url: string | null | undefined): Block =>
  url
    ? { href: url, label: 'Falar com a loja no WhatsApp' }
    : 'Para falar com a loja, é só responder a este email.'

/** The terms and returns versions an order accepted, each linked to the text as it was (decision 038). */
export const acceptedPolicies = (
  policies: Pick<PolicyVersions, 'termos' | 'trocas-e-devolucoes'>,
  shop: Shop,
): Block[] => [
  'Ao fazer o pedido, você aceitou estas versões das nossas políticas:',
  ...(['termos', 'trocas-e-devolucoes'] as const).map((kind) => ({
    href: `${shop.publicUrl}${policyPath(kind, policies[kind])}`,
    label: `${POLICY_TITLES[kind]} (versão ${policies[kind]})`,
  })),
]
