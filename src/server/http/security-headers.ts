import { secureHeaders } from 'hono/secure-headers'

// YouTube embeds (help pages, product videos) and Mercado Pago's Checkout Pro script and wallet
// button are the only third parties the shop ever loads.
const YOUTUBE = ['https://www.youtube-nocookie.com', 'https://www.youtube.com']
const MERCADO_PAGO = [
  'https://sdk.mercadopago.com',
  'https://*.mercadopago.com',
  'https://*.mercadopago.com.br',
  'https://*.mercadolibre.com',
  'https://*.mlstatic.com',
]

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...MERCADO_PAGO],
      // React style props and the toast library's injected stylesheet need inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...MERCADO_PAGO],
      frameSrc: ["'self'", ...YOUTUBE, ...MERCADO_PAGO],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...MERCADO_PAGO],
      frameAncestors: ["'self'"],
    },
    // Embedded YouTube players and the Mercado Pago iframe are cross-origin without CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  })
}
