import { serve, type ServerType } from '@hono/node-server'
import { buildApp } from './app.ts'
import { CatalogCache } from './catalog-cache/catalog-cache.ts'
import { followCatalogChanges } from './catalog-cache/follow-catalog-changes.ts'
import type { Config } from './config.ts'
import { openDatabase, type Database } from './db/client.ts'
import { seedDemoCatalog, seedDemoContent } from './seed/seed-demo.ts'
import { startCleanup } from './jobs/cleanup.ts'
import { DiskMediaStore } from './media/media-store.ts'
import { PhotoProcessor } from './media/photo-processor.ts'
import { startDeliveryCheck } from '#server/modules/order-lifecycle/delivery-check.ts'
import { startEmailWorker } from './mail/worker.ts'
import { ensureAdmin, type AdminAccount } from './modules/accounts/ensure-admin.ts'
import { startPaymentSync } from '#server/modules/charges/payment-sync.ts'
import { createPaymentProvider } from './modules/payments/providers/provider-factory.ts'
import type { PaymentProvider } from './modules/payments/providers/provider.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import { readShopSettings, seedShopSettings } from './shop-settings/shop-settings-repository.ts'
import { ShopSettingsStore } from './shop-settings/shop-settings-store.ts'
import { DEFAULT_POLICIES } from '#domain/policy-defaults.ts'
import { seedDefaultPolicies } from './modules/policies/policy-repository.ts'
import { shopSeedProblems } from './config-shop-seed.ts'
import { StartRefused } from './start-refused.ts'

/** What preparing the database did: main.ts prints it. */
export interface PreparedDatabase {
  admin: AdminAccount
  seededProducts: number
  /** The shop's settings as the start found them (seeded from the environment the first time). */
  shopSettings: ShopSettings
}

/** A process serving HTTP, with the background jobs. */
interface ServingShop {
  url: string
  port: number
  database: Database
  stop(): Promise<void>
}

type RunningShop = ServingShop & PreparedDatabase

interface ShopOptions {
  /** Card payments and PIX charges; default: as config says (provider-factory.ts). Tests only. */
  paymentProvider?: PaymentProvider
}

/**
 * Migrates, seeds an empty catalog (SEED_DEMO) and makes sure the admin account exists: once per
 * start, before any process serves (with WEB_CONCURRENCY, the cluster's primary does it alone).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
): Promise<PreparedDatabase> {
  await database.migrate()
  await refuseABadFirstSeed(database, config)
  const media = new DiskMediaStore(config.mediaDir)
  const seededProducts = config.seedDemo ? await seedDemoCatalog(database.db, media) : 0
  if (config.seedDemo) await seedDemoContent(database.db)
  const admin = await ensureAdmin(database.db, {
    email: config.adminEmail,
    password: config.adminPassword,
  })
  // The environment's SHOP_*, PIX_* and MAIL_FROM's name, the first time only (decision 037).
  await seedShopSettings(database.db, config.shopSeed)
  // Version 1 of each policy, the shop's default text (decision 038), the first time only.
  await seedDefaultPolicies(database.db, DEFAULT_POLICIES)
  const stored = await readShopSettings(database.db)
  return { admin, seededProducts, shopSettings: stored?.settings ?? config.shopSeed }
}

/**
 * The first start seeds the panel's settings from SHOP_NAME and PIX_*: a seed the panel would refuse
 * stops it, before anything is written, naming the variable (decision 041). Later starts never read
 * the seed, so they never check it.
 */
async function refuseABadFirstSeed(database: Database, config: Config) {
  if (await readShopSettings(database.db)) return
  const problems = shopSeedProblems(config.shopSeed)
  if (problems.length === 0) return
  throw new StartRefused(
    ['As configurações iniciais da loja (primeiro início) não valem:', ...problems].join('\n  '),
  )
}

const open = (config: Config) =>
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })

/** One process: opens the database, prepares it, and serves (with the background jobs). */
export async function startShop(config: Config, options: ShopOptions = {}): Promise<RunningShop> {
  const database = await open(config)
  const prepared = await prepareDatabase(database, config).catch(async (error: unknown) => {
    // A refused seed, a failed migration: the directory's lock goes with the database.
    await database.close()
    throw error
  })
  return { ...prepared, ...(await serveShop(database, config, options)) }
}

/** The cluster's primary (cluster.ts): prepares the database on a connection closed afterwards. */
export async function prepareDatabaseOnce(config: Config): Promise<PreparedDatabase> {
  const database = await open(config)
  try {
    return await prepareDatabase(database, config)
  } finally {
    await database.close()
  }
}

/** A cluster worker (cluster.ts): serves a database the primary prepared. */
export async function startServing(config: Config): Promise<ServingShop> {
  return serveShop(await open(config), config)
}

/**
 * Listens, with the background jobs. Every job is safe with several processes or instances on one
 * PostgreSQL (rows claimed with SKIP LOCKED, or one guarded UPDATE: docs/architecture.md), so each
 * cluster worker runs them all.
 */
async function serveShop(
  database: Database,
  config: Config,
  options: ShopOptions = {},
): Promise<ServingShop> {
  const catalog = new CatalogCache()
  const catalogChanges = await followCatalogChanges(database, catalog)
  const shopSettings = new ShopSettingsStore(database.db)
  const settingsChanges = await shopSettings.follow(database)
  await shopSettings.reload()
  // One provider for the routes and the reconciliation job.
  const paymentProvider = options.paymentProvider ?? createPaymentProvider(config, { shopSettings })
  const media = new DiskMediaStore(config.mediaDir)
  const photos = new PhotoProcessor(config.mediaDir)
  const app = buildApp({
    config,
    db: database.db,
    catalog,
    shopSettings,
    paymentProvider,
    media,
    photos,
  })
  const { server, port } = await listen(app.fetch, config.port, config.host)
  const emails = startEmailWorker({ db: database.db, config, shopSettings })
  const cleanup = startCleanup(database.db, media, config)
  const deliveries = startDeliveryCheck(database.db, { config, shopSettings })
  const payments = startPaymentSync({
    db: database.db,
    config,
    shopSettings,
    provider: paymentProvider,
    catalog,
  })
  return {
    url: config.publicUrl,
    port,
    database,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await cleanup.stop()
      photos.stop()
      deliveries.stop()
      await payments.stop()
      await emails.stop()
      await catalogChanges.stop()
      await settingsChanges.stop()
      await database.close()
    },
  }
}

/** Serves `fetch` on HOST:PORT (config.ts); port 0 picks a free one, and the answer says which. */
export function listen(
  fetch: (req: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info) => resolve({ server, port: info.port }))
    server.once('error', reject)
  })
}
