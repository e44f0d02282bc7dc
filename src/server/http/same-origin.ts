import { createMiddleware } from 'hono/factory'
import { forbidden } from '#domain/errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests that another site's page made (CSRF): the browser says so in
 * Origin and Sec-Fetch-Site. Requests without either (curl, server-to-server) pass: a cookie-less
 * caller gains nothing, and SameSite=Lax already keeps the cookie off cross-site posts.
 */
export function sameOrigin(publicUrl: string) {
  const allowed = new URL(publicUrl).origin
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin')
      const site = c.req.header('sec-fetch-site')
      const own = new URL(c.req.url).origin
      if ((origin && origin !== allowed && origin !== own) || site === 'cross-site') {
        throw forbidden('Origem da requisição não permitida.')
      }
    }
    await next()
  })
}
