import type { PaymentMethod } from '#domain/orders/order-status.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import type { Config } from './config.ts'
import type { AdminAccount } from './modules/accounts/ensure-admin.ts'
import {
  availablePaymentMethods,
  missingSettings,
  type ReadinessConfig,
} from './config-readiness.ts'

const METHOD_NAMES: Record<PaymentMethod, string> = {
  pix: 'PIX',
  mercadopago: 'cartão (Mercado Pago)',
}

/** Warned at start and by the worker: a live shop never prints emails, whose links are secrets. */
export const EMAILS_HELD_WARNING =
  'Emails: sem SMTP_URL, nenhum email é enviado nem mostrado no log (os links são secretos); ' +
  'ficam guardados na fila e são enviados quando a loja reiniciar com SMTP_URL.'

/**
 * The start log's lines about settings (pt-BR, each indented like the rest of the block). In
 * development, what is simulated; in production, each missing setting and what it enables.
 */
export function settingsReport(config: ReadinessConfig, shop: ShopSettings): string[] {
  if (!config.production) {
    // Without Mercado Pago, PIX charges are the simulated provider's (their codes pay to PIX_KEY or,
    // without it, to a demonstration key no bank accepts).
    const token = config.mercadoPago.accessToken
    return [
      token
        ? null
        : '  PIX: sem MP_ACCESS_TOKEN, as cobranças PIX são simuladas (uma página da loja faz o papel do banco)',
      token || shop.pix.key
        ? null
        : '  PIX: sem chave PIX (painel, aba Loja), os códigos PIX são de demonstração (nenhum banco os aceita)',
      token ? null : '  Cartão: sem MP_ACCESS_TOKEN, pagamentos com cartão são simulados',
    ].filter((line) => line !== null)
  }
  const missing = missingSettings(config, shop)
  const methods = availablePaymentMethods(config, shop)
  return [
    '  Modo produção: sem pagamentos simulados e sem chave PIX de demonstração.',
    ...(missing.length === 0
      ? ['  Configurações: nenhuma faltando.']
      : [
          '  Configurações que faltam (as do painel valem na hora; as do ambiente, ao reiniciar):',
          ...missing.map(({ setting, enables }) => `    - ${setting}: ${enables}`),
        ]),
    methods.length === 0
      ? "  Pagamento: nenhuma forma disponível; o checkout mostra 'Pagamento indisponível no momento'."
      : `  Pagamento: ${methods.map((method) => METHOD_NAMES[method]).join(' e ')}.`,
    config.smtpUrl ? null : `  ${EMAILS_HELD_WARNING}`,
  ].filter((line) => line !== null)
}

/**
 * The start log's admin password: one this start generated is shown (the only time it exists in
 * clear). One from ADMIN_PASSWORD is never repeated, in any mode: whoever set it knows it, and a
 * log is read by more people than the owner (decision 025).
 */
export function adminPasswordNote(
  config: Pick<Config, 'adminPassword'>,
  admin: Pick<AdminAccount, 'created' | 'password'>,
): string {
  // Printed only for an account this start made with a password it generated (decision 043).
  if (admin.created && config.adminPassword) return '(a definida em ADMIN_PASSWORD)'
  if (admin.created && admin.password) return admin.password
  return '(a da conta; para trocar: npm run admin:password)'
}

/**
 * Where the photos live, and (on PostgreSQL) the warning that every machine serving the shop
 * needs the same MEDIA_DIR: a photo uploaded to one is otherwise missing on the others.
 */
export function mediaNote(config: Pick<Config, 'databaseUrl' | 'mediaDir'>): string[] {
  const where = `  Fotos: ${config.mediaDir}`
  if (!config.databaseUrl) return [where]
  return [
    where,
    '  Aviso: com DATABASE_URL, todas as máquinas que servem a loja precisam da mesma pasta ' +
      'MEDIA_DIR (um volume compartilhado); senão a foto enviada a uma não aparece nas outras ' +
      '(docs/operations.md).',
  ]
}
