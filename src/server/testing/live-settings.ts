/**
 * The settings of a live shop with everything set (decision 014's checklist to go live), as the
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
  // Who sells (Decreto 7.962/2013, art. 2; decision 037): a live shop lacking it is told so.
  SHOP_LEGAL_NAME: 'Loja Exemplo Ltda',
  SHOP_CNPJ: '12.ABC.345/01DE-35',
  SHOP_ADDRESS: 'Rua das Flores, 100 - Centro, São Paulo - SP, CEP 01310-100',
  SHOP_EMAIL: 'contato@loja.com.br',
}
