import { PAYMENT_METHODS, type PaymentMethod } from '#domain/order-status.ts'
import type { Config } from './config.ts'

/** A setting a live shop lacks, and what the shop does once it is set (pt-BR, for the owner). */
export interface MissingSetting {
  setting: string
  enables: string
}

export type ReadinessConfig = Pick<
  Config,
  'production' | 'publicUrlSet' | 'pix' | 'mercadoPago' | 'smtpUrl' | 'mailFromSet' | 'shopWhatsapp'
>

/**
 * The payment methods the shop offers now. Outside production both always work (the demo PIX key,
 * the simulated card provider); a live shop offers only what moves real money to the owner.
 */
export function availablePaymentMethods(config: ReadinessConfig): PaymentMethod[] {
  if (!config.production) return [...PAYMENT_METHODS]
  return PAYMENT_METHODS.filter((method) =>
    // PIX: charges through Mercado Pago's account, or the static BR Code to PIX_KEY.
    method === 'pix'
      ? Boolean(config.pix.key || config.mercadoPago.accessToken)
      : Boolean(config.mercadoPago.accessToken),
  )
}

/**
 * What a live shop still lacks, in the order the owner should set it. Empty outside production,
 * where the demo key, the simulated provider and the log stand in for the real things.
 */
export function missingSettings(config: ReadinessConfig): MissingSetting[] {
  if (!config.production) return []
  const missing: MissingSetting[] = []
  const lacks = (unset: boolean, setting: string, enables: string) => {
    if (unset) missing.push({ setting, enables })
  }
  const token = config.mercadoPago.accessToken
  lacks(!config.pix.key && !token, 'PIX_KEY', 'pagamento por PIX')
  lacks(!token, 'MP_ACCESS_TOKEN', 'pagamento com cartão pelo Mercado Pago')
  // Both matter only once card payments are on: without them the card still works.
  lacks(
    Boolean(token) && !config.mercadoPago.publicKey,
    'MP_PUBLIC_KEY',
    'botão de pagamento do Mercado Pago na própria loja (sem ela, o cliente paga na página do Mercado Pago)',
  )
  lacks(
    Boolean(token) && !config.mercadoPago.webhookSecret,
    'MP_WEBHOOK_SECRET',
    'verificação da assinatura dos avisos de pagamento do Mercado Pago',
  )
  lacks(!config.smtpUrl, 'SMTP_URL', 'envio de emails (até lá, ficam guardados na fila)')
  lacks(
    Boolean(config.smtpUrl) && !config.mailFromSet,
    'MAIL_FROM',
    'remetente dos emails com o endereço da loja (sem ele, nao-responda@localhost)',
  )
  // An https PUBLIC_URL is what made this shop live; NODE_ENV=production alone leaves it unset.
  lacks(
    !config.publicUrlSet,
    'PUBLIC_URL',
    'endereço da loja nos links dos emails e nos logins, compras e painel',
  )
  lacks(
    !config.shopWhatsapp,
    'SHOP_WHATSAPP',
    "botões 'Enviar Comprovante' e 'Conversar no WhatsApp'",
  )
  return missing
}
