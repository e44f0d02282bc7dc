import { formatDateTime } from '#domain/dates.ts'
import { hello } from './email-blocks.ts'
import type { ParsedEmail } from './email-schemas.ts'
import { layout, type RenderedEmail, type Shop } from './layout.ts'

/** The login page's 'Esqueceu sua senha?' view (login-page.tsx reads `view=forgot`). */
export const forgotPasswordPath = '/login?view=forgot'

/**
 * The account's password was changed in /profile (decision 030), once per change: when, and what to do
 * if it was not the customer (the other sessions already ended; a reset link takes the account back).
 */
export function passwordChangedEmail(
  d: ParsedEmail['password-changed'],
  shop: Shop,
): RenderedEmail {
  return layout(
    `Sua senha foi alterada - ${shop.shopName}`,
    hello(d.name),
    [
      `A senha da sua conta foi alterada em ${formatDateTime(d.changedAt)} (horário de Brasília).`,
      'Se foi você, não precisa fazer nada. As outras sessões da conta foram encerradas.',
      'Se não foi você, crie uma nova senha agora pelo link abaixo (Esqueceu sua senha?) e fale com a loja.',
      { href: `${shop.publicUrl}${forgotPasswordPath}`, label: 'Esqueceu sua senha?' },
    ],
    shop,
  )
}
