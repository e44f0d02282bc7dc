import { PAYMENT_METHODS, type PaymentMethod } from '#domain/orders/order-status.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import { missingIdentity, pixReceiverName } from '#domain/shop-identity.ts'
import type { Config } from './config.ts'

/** A setting a live shop lacks, and what the shop does once it is set (pt-BR, for the owner). */
export interface MissingSetting {
  setting: string
  enables: string
}

export type ReadinessConfig = Pick<
  Config,
  'production' | 'publicUrlSet' | 'mercadoPago' | 'smtpUrl' | 'mailFromSet'
>

/** Where the owner sets what the panel keeps (decision 037): named in the banner as 'Loja › field'. */
const inShopTab = (field: string) => `Loja › ${field}`

/**
 * The payment methods the shop offers now. Outside production both always work (the demo PIX key,
 * the simulated card provider); a live shop offers only what moves real money to the owner.
 */
export function availablePaymentMethods(
  config: ReadinessConfig,
  shop: Pick<ShopSettings, 'pix'>,
): PaymentMethod[] {
  if (!config.production) return [...PAYMENT_METHODS]
  return PAYMENT_METHODS.filter((method) =>
    // PIX: charges through Mercado Pago's account, or the static BR Code to PIX_KEY.
    method === 'pix'
      ? Boolean(shop.pix.key || config.mercadoPago.accessToken)
      : Boolean(config.mercadoPago.accessToken),
  )
}

/**
 * What a live shop still lacks, in the order the owner should set it. Empty outside production,
 * where the demo key, the simulated provider and the log stand in for the real things.
 */
export function missingSettings(config: ReadinessConfig, shop: ShopSettings): MissingSetting[] {
  if (!config.production) return []
  const missing: MissingSetting[] = []
  const lacks = (unset: boolean, setting: string, enables: string) => {
    if (unset) missing.push({ setting, enables })
  }
  const token = config.mercadoPago.accessToken
  lacks(!shop.pix.key && !token, inShopTab('Chave PIX'), 'pagamento por PIX')
  // Settings saved before decision 041 could leave it empty: the code then names 'RECEBEDOR PIX'.
  lacks(
    pixReceiverName(shop.pix, shop.name) === '',
    inShopTab('Nome do recebedor'),
    'nome de quem recebe no código PIX (o nome da loja não tem letras que o PIX aceite)',
  )
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
    !shop.whatsapp,
    inShopTab('WhatsApp'),
    "botões 'Enviar Comprovante' e 'Conversar no WhatsApp'",
  )
  // Decreto 7.962/2013, art. 2: who sells, shown in the footer, the e-mails and the packing slip.
  // Checkout stays open meanwhile.
  for (const field of missingIdentity(shop)) {
    lacks(
      true,
      inShopTab(field),
      'identificação de quem vende, exigida por lei (Decreto 7.962/2013)',
    )
  }
  return missing
}
