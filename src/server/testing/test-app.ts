import { randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import { followCatalogChanges } from '#server/catalog-cache/follow-catalog-changes.ts'
import { loadConfig, type Config } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'
import { seedShopSettings } from '#server/shop-settings/shop-settings-repository.ts'
import { DEFAULT_POLICIES } from '#domain/policy-defaults.ts'
import { seedDefaultPolicies } from '#server/modules/policies/policy-repository.ts'
import { ShopSettingsStore } from '#server/shop-settings/shop-settings-store.ts'
import type { PaymentProvider } from '#server/modules/payments/providers/provider.ts'
import type { PageRenderer } from '#domain/page-data.ts'
import { openTestDatabase } from './test-database.ts'

export interface TestApp {
  app: ReturnType<typeof buildApp>
  database: Database
  config: Config
  /** This instance's catalog cache, following the database's changes as in production. */
  catalog: CatalogCache
  /** This instance's shop settings, seeded from the config and following the row as in production. */
  shopSettings: ShopSettingsStore
  close(): Promise<void>
}

/** Each test app's photos go to a folder of its own, made when the first photo is written. */
const freshMediaDir = () => path.join(os.tmpdir(), `vitrine-test-media-${randomUUID()}`)

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    MEDIA_DIR: freshMediaDir(),
    WEB_DIR: '/nonexistent-web-build',
    ADMIN_EMAIL: 'dona@vitrine.test',
    SHOP_NAME: 'Vitrine Teste',
    ...overrides,
  })
}

/**
 * The real app on a fresh database, called through app.request (no network). With `database`,
 * another app instance on that database (closing it leaves the database open); with
 * `paymentProvider`, card payments go to that stand-in for Mercado Pago.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    database?: Database
    paymentProvider?: PaymentProvider
    /** Draws the public pages (with a WEB_DIR holding an index.html). */
    renderer?: PageRenderer
    /** The app's clock (the withdrawal window); default: the real one. */
    now?: () => Date
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase())
  const config = testConfig(overrides)
  const catalog = new CatalogCache()
  const changes = await followCatalogChanges(database, catalog)
  // As a start does: the environment seeds the settings of a database that has none.
  await seedShopSettings(database.db, config.shopSeed)
  await seedDefaultPolicies(database.db, DEFAULT_POLICIES)
  const shopSettings = new ShopSettingsStore(database.db)
  const settingsChanges = await shopSettings.follow(database)
  await shopSettings.reload()
  return {
    app: likeTheShopsOwnPages(
      buildApp({
        config,
        db: database.db,
        catalog,
        shopSettings,
        ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
        renderer: options.renderer ?? null,
        ...(options.now ? { now: options.now } : {}),
      }),
      config.publicUrl,
    ),
    database,
    config,
    catalog,
    shopSettings,
    async close() {
      await changes.stop()
      await settingsChanges.stop()
      if (!options.database) await database.close()
    },
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * app.request as a browser on the shop's own pages calls it: a state-changing request names the
 * page's origin (PUBLIC_URL's) unless the test sets `origin` or `referer` itself; an empty
 * `origin: ''` stands for a caller that names none.
 */
export function likeTheShopsOwnPages<A extends ReturnType<typeof buildApp>>(
  app: A,
  publicUrl: string,
): A {
  const request = app.request.bind(app)
  app.request = (input, init, ...rest) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const headers = new Headers(input instanceof Request ? input.headers : undefined)
    new Headers(init?.headers).forEach((value, key) => headers.set(key, value))
    if (!SAFE_METHODS.has(method) && !headers.has('origin') && !headers.has('referer')) {
      headers.set('origin', new URL(publicUrl).origin)
    }
    if (headers.get('origin') === '') headers.delete('origin')
    return request(input, { ...init, headers }, ...rest)
  }
  return app
}
