/**
 * The settings of a live shop with everything set (issue 16's checklist to go live), as the
 * environment would give them: tests of production mode take it whole or leave settings out.
 */
export const LIVE_SHOP_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://loja.com.br',
  PIX_KEY: 'pix@loja.com.br',
  MP_ACCESS_TOKEN: 'APP_USR-token',
  MP_PUBLIC_KEY: 'APP_USR-public',
  MP_WEBHOOK_SECRET: 'segredo',
  SMTP_URL: 'smtps://loja:senha@smtp.loja.com.br:465',
  MAIL_FROM: 'Loja <contato@loja.com.br>',
  SHOP_WHATSAPP: '(11) 99999-0000',
}
