/**
 * The shop's page origin (playwright.config's baseURL and the server's PUBLIC_URL). The browser
 * names it on every state-changing request its pages make; calls made with `request.post` outside
 * a page must name it too, or the same-origin check refuses them.
 */
export const SHOP_ORIGIN = 'http://localhost:3199'

/** Request options for a POST/PATCH/DELETE made outside a page: the JSON body and the Origin. */
export const fromShop = (data?: unknown) => ({ data, headers: { Origin: SHOP_ORIGIN } })

/** The shop of e2e/pix-payment.spec.ts (playwright.config's 'pix' project). */
export const PIX_SHOP_ORIGIN = 'http://localhost:3196'
