import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { notFound } from '#domain/errors.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import { handleError } from './http/error-handler.ts'
import { securityHeaders } from './http/security-headers.ts'
import { webAppRoutes } from './http/web-app.ts'
import { sessionRoutes } from './modules/auth/session-routes.ts'
import { healthRoutes } from './modules/health/health-routes.ts'
import { productRoutes } from './modules/products/product-routes.ts'
import { shopRoutes } from './modules/shop/shop-routes.ts'

export interface AppDeps {
  config: Config
  db: Db
}

export const MAX_BODY_BYTES = 100 * 1024

function buildApi(deps: AppDeps) {
  return new Hono()
    .use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(tooLarge, 413) }))
    .route('/health', healthRoutes(deps))
    .route('/shop', shopRoutes(deps))
    .route('/auth', sessionRoutes())
    .route('/products', productRoutes(deps))
}

const tooLarge = {
  error: { code: 'payload-too-large', message: 'O conteúdo enviado é grande demais.' },
}

/** The API's route types, for the web app's typed client. */
export type ApiRoutes = ReturnType<typeof buildApi>

export function buildApp(deps: AppDeps) {
  const app = new Hono()
  app.use(securityHeaders())
  app.onError(handleError)
  app.route('/api', buildApi(deps))
  app.all('/api/*', () => {
    throw notFound('route-not-found', 'Rota não encontrada.')
  })
  app.route('/', webAppRoutes(deps.config.webDir))
  return app
}
