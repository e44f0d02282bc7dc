import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { notFound } from '#domain/errors.ts'
import { CatalogCache, type CachedJson } from './catalog-cache/catalog-cache.ts'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { AppEnv } from './http/app-env.ts'
import { handleError } from './http/error-handler.ts'
import { requestId } from './http/request-id.ts'
import { sameOrigin } from './http/same-origin.ts'
import { securityHeaders } from './http/security-headers.ts'
import { webAppRoutes } from './http/web-app.ts'
import { MERCADO_PAGO_WEBHOOK_ROUTE, paymentRoutes } from './modules/payments/payment-routes.ts'
import { createPaymentProvider } from './modules/payments/providers/provider-factory.ts'
import type { PaymentProvider } from './modules/payments/providers/provider.ts'
import { accountRoutes } from './modules/accounts/account-routes.ts'
import { adminUserRoutes } from './modules/accounts/admin-user-routes.ts'
import { authRoutes } from './modules/accounts/auth-routes.ts'
import { sessionMiddleware } from './modules/accounts/session-middleware.ts'
import { adminOrderRoutes } from '#server/modules/orders/admin-order-routes.ts'
import { adminDemoDataRoutes } from './modules/admin/demo-data-routes.ts'
import { salesRoutes } from './modules/admin/sales-routes.ts'
import { adminSetupRoutes } from './modules/admin/setup-routes.ts'
import { adminSummaryRoutes } from './modules/admin/summary-routes.ts'
import { cepRoutes } from './modules/cep/cep-routes.ts'
import { adminDownloadRoutes } from './modules/downloads/admin-download-routes.ts'
import { downloadRoutes } from './modules/downloads/download-routes.ts'
import { healthRoutes } from './modules/health/health-routes.ts'
import { adminHelpPageRoutes } from './modules/help-pages/admin-help-page-routes.ts'
import { helpPageRoutes } from './modules/help-pages/help-page-routes.ts'
import { myOrderRoutes } from './modules/orders/my-orders-routes.ts'
import { adminAfterSaleRoutes } from './modules/withdrawals/admin-after-sale-routes.ts'
import { withdrawalRoutes } from './modules/withdrawals/withdrawal-routes.ts'
import { orderRoutes } from '#server/modules/checkout/checkout-routes.ts'
import { productRoutes } from './modules/products/product-routes.ts'
import { adminLeadRoutes } from './modules/leads/admin-lead-routes.ts'
import { leadRoutes } from './modules/leads/lead-routes.ts'
import { adminProductRoutes } from './modules/products/admin-product-routes.ts'
import { adminProjectRoutes } from './modules/projects/admin-project-routes.ts'
import { myProjectRoutes } from './modules/projects/my-project-routes.ts'
import { adminPolicyRoutes } from './modules/policies/admin-policy-routes.ts'
import { adminFreightRoutes } from './modules/freight/admin-freight-routes.ts'
import { freightQuoteRoutes } from './modules/freight/freight-quote-routes.ts'
import { policyRoutes } from './modules/policies/policy-routes.ts'
import { adminShopSettingsRoutes } from './modules/shop/admin-shop-settings-routes.ts'
import { shopInfoAnswer } from './modules/shop/shop-info.ts'
import { shopRoutes } from './modules/shop/shop-routes.ts'
import { ShopSettingsStore } from './shop-settings/shop-settings-store.ts'
import { siteMapRoutes } from './modules/site-map/site-map-routes.ts'
import { apiAnswers } from './modules/pages/api-answers.ts'
import { loadBuiltRenderer } from './modules/pages/load-renderer.ts'
import { inlineStylesheets } from './modules/pages/page-document.ts'
import { renderedPages } from './modules/pages/page-routes.ts'
import { mediaRoutes } from './modules/photos/media-routes.ts'
import { PHOTO_UPLOAD_PATH, photoUploadRoutes } from './modules/photos/photo-upload-routes.ts'
import { DiskMediaStore } from './media/media-store.ts'
import { PhotoProcessor } from './media/photo-processor.ts'
import type { PageRenderer } from '#domain/page-data.ts'

interface AppDeps {
  config: Config
  db: Db
  /** For the postal-code lookup; tests pass a stub. */
  fetch?: typeof fetch
  /** Card payments; default: Mercado Pago with MP_ACCESS_TOKEN, else the simulated provider. */
  paymentProvider?: PaymentProvider
  /**
   * The catalog read cache, kept in step with other instances by followCatalogChanges (start.ts).
   * Default: a cache that only this app's own writes invalidate.
   */
  catalog?: CatalogCache
  /**
   * Draws the public pages (the web app's server entry). Default: its build beside the web app's
   * (dist/ssr), if there is one; null: every page is drawn in the browser.
   */
  renderer?: PageRenderer | null
  /** Where the photos' files live; default: MEDIA_DIR on disk. */
  media?: DiskMediaStore
  /** Processes uploaded photos (in a worker process); default: one of its own. */
  photos?: PhotoProcessor
  /**
   * The shop's settings (the panel's 'Loja' tab), kept in step with other instances by its
   * follow() (start.ts). Default: the environment's seed, changed only by this app's own saves.
   */
  shopSettings?: ShopSettingsStore
  /** The clock of the withdrawal window and the after-sale actions (tests set it); default: now. */
  now?: () => Date
}

export const MAX_BODY_BYTES = 100 * 1024

const tooLarge = {
  error: { code: 'payload-too-large', message: 'O conteúdo enviado é grande demais.' },
}

const bodyLimited = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(tooLarge, 413) })

/**
 * A policy's text may hold 50,000 characters (decision 038), up to 4 bytes each in UTF-8, and JSON
 * escapes some: its save gets 256 KB, so the text's own limit answers, in its own words.
 */
export const MAX_POLICY_BODY_BYTES = 256 * 1024
const policyBodyLimited = bodyLimit({
  maxSize: MAX_POLICY_BODY_BYTES,
  onError: (c) => c.json(tooLarge, 413),
})
const isPolicySave = (method: string, path: string) =>
  method === 'PUT' && path.startsWith('/api/admin/policies/')
/**
 * GET and HEAD carry no body (the Node adapter never reads one). Asking for it anyway, as
 * bodyLimit does, makes the adapter build a full WHATWG Request with an AbortSignal per request:
 * skipping that tripled the cached catalog's requests per second.
 */
const limitBody: MiddlewareHandler = (c, next) => {
  const { method, path } = c.req
  if (method === 'GET' || method === 'HEAD' || isPhotoUpload(method, path)) return next()
  return isPolicySave(method, path) ? policyBodyLimited(c, next) : bodyLimited(c, next)
}

/** The photo upload streams its body to disk under its own 10 MB limit (decision 035). */
const isPhotoUpload = (method: string, path: string) =>
  method === 'POST' && path.replace(/\/+$/, '') === `/api${PHOTO_UPLOAD_PATH}`

type ApiDeps = AppDeps & {
  catalog: CatalogCache
  media: DiskMediaStore
  photos: PhotoProcessor
  shopSettings: ShopSettingsStore
  shopInfo: () => CachedJson
  now: () => Date
}

function buildApi(deps: ApiDeps) {
  const provider =
    deps.paymentProvider ?? createPaymentProvider(deps.config, { shopSettings: deps.shopSettings })
  return new Hono<AppEnv>()
    .use(limitBody)
    .use(sameOrigin(deps.config, { exempt: [`/api${MERCADO_PAGO_WEBHOOK_ROUTE}`] }))
    .use(sessionMiddleware(deps))
    .route('/health', healthRoutes(deps))
    .route('/shop', shopRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/cep', cepRoutes(deps))
    .route('/freight', freightQuoteRoutes(deps))
    .route('/products', productRoutes(deps))
    .route('/leads', leadRoutes(deps))
    .route('/help-pages', helpPageRoutes(deps))
    .route('/downloads', downloadRoutes(deps))
    .route('/policies', policyRoutes(deps))
    .route('/orders', orderRoutes({ ...deps, provider }))
    .route('/orders', myOrderRoutes(deps))
    .route('/orders', withdrawalRoutes(deps))
    .route('/projects', myProjectRoutes(deps))
    .route('/', paymentRoutes({ ...deps, provider }))
    .route('/admin/summary', adminSummaryRoutes(deps))
    .route('/admin/setup', adminSetupRoutes(deps))
    .route('/admin/demo-data', adminDemoDataRoutes(deps))
    .route('/admin/users', adminUserRoutes(deps))
    .route('/admin/products', adminProductRoutes(deps))
    .route('/admin/leads', adminLeadRoutes(deps))
    .route('/admin/projects', adminProjectRoutes(deps))
    .route('/admin/orders', adminOrderRoutes({ ...deps, provider }))
    .route('/admin/orders', adminAfterSaleRoutes({ ...deps, provider }))
    .route('/admin/sales', salesRoutes(deps))
    .route('/admin/help-pages', adminHelpPageRoutes(deps))
    .route('/admin/downloads', adminDownloadRoutes(deps))
    .route('/admin/shop-settings', adminShopSettingsRoutes(deps))
    .route('/admin/policies', adminPolicyRoutes(deps))
    .route('/admin/freight', adminFreightRoutes(deps))
    .route(PHOTO_UPLOAD_PATH, photoUploadRoutes(deps))
}

/** The API's route types, for the web app's typed client. */
export type ApiRoutes = ReturnType<typeof buildApi>

export function buildApp(deps: AppDeps) {
  const app = new Hono()
  app.use(requestId(deps.config))
  app.use(securityHeaders())
  app.onError(handleError)
  const catalog = deps.catalog ?? new CatalogCache()
  const media = deps.media ?? new DiskMediaStore(deps.config.mediaDir)
  const photos = deps.photos ?? new PhotoProcessor(media.dir)
  const shopSettings =
    deps.shopSettings ??
    new ShopSettingsStore(deps.db, { settings: deps.config.shopSeed, version: 0, updatedAt: null })
  const shopInfo = shopInfoAnswer({ config: deps.config, shopSettings })
  const now = deps.now ?? (() => new Date())
  app.route('/api', buildApi({ ...deps, catalog, media, photos, shopSettings, shopInfo, now }))
  app.all('/api/*', () => {
    throw notFound('route-not-found', 'Rota não encontrada.')
  })
  // /sitemap.xml, /robots.txt and /media/*: before the web app, which would answer with its page.
  app.route('/', siteMapRoutes(deps))
  app.route('/', mediaRoutes({ media }))
  const answer = apiAnswers({
    ...deps,
    catalog,
    shopInfo,
    request: async (url) => app.request(url),
  })
  const { webDir } = deps.config
  app.route(
    '/',
    webAppRoutes(webDir, async (indexHtml) => {
      const renderer = deps.renderer === undefined ? await loadBuiltRenderer(webDir) : deps.renderer
      const template = inlineStylesheets(indexHtml, webDir)
      const site = () => {
        const { name, image } = shopSettings.current()
        return { url: deps.config.publicUrl, name, image }
      }
      return renderer && renderedPages({ renderer, indexHtml: template, site, answer })
    }),
  )
  return app
}
