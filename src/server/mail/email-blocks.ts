import type { Block, Shop } from './layout.ts'

/** What the emails share: the payment method's name, the greeting, the link to 'Seus Pedidos'. */
export const PAYMENT_LABELS = { pix: 'PIX', mercadopago: 'Mercado Pago' } as const

export const hello = (name: string | null | undefined) => (name ? `Olá, ${name}!` : 'Olá!')

export const ordersLink = (shop: Shop): Block => ({
  href: `${shop.publicUrl}/orders`,
  label: 'Acompanhar meus pedidos',
})
