import { serve, type ServerType } from '@hono/node-server'
import { buildApp } from './app.ts'
import { CatalogCache } from './catalog-cache/catalog-cache.ts'
import { followCatalogChanges } from './catalog-cache/follow-catalog-changes.ts'
import type { Config } from './config.ts'
import { openDatabase, type Database } from './db/client.ts'
import { seedDemoCatalog, seedDemoContent } from './db/seed/seed-demo.ts'
import { startCleanup } from './jobs/cleanup.ts'
import { startDeliveryCheck } from './modules/orders/delivery-check.ts'
import { startEmailWorker } from './mail/worker.ts'
import { ensureAdmin, type AdminAccount } from './modules/accounts/ensure-admin.ts'
import { startPaymentSync } from './payments/payment-sync.ts'
import { createPaymentProvider } from './payments/provider.ts'

interface RunningShop {
  url: string
  port: number
  admin: AdminAccount
  seededProducts: number
  database: Database
  stop(): Promise<void>
}

/** Opens the database, migrates, seeds an empty one, makes sure the admin exists, and listens. */
export async function startShop(config: Config): Promise<RunningShop> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await database.migrate()
  const seededProducts = config.seedDemo ? await seedDemoCatalog(database.db) : 0
  if (config.seedDemo) await seedDemoContent(database.db)
  const admin = await ensureAdmin(database.db, {
    email: config.adminEmail,
    password: config.adminPassword,
  })
  const catalog = new CatalogCache()
  const catalogChanges = await followCatalogChanges(database, catalog)
  // One provider for the routes and the reconciliation job.
  const paymentProvider = createPaymentProvider(config)
  const app = buildApp({ config, db: database.db, catalog, paymentProvider })
  const { server, port } = await listen(app.fetch, config.port)
  const emails = startEmailWorker({ db: database.db, config })
  const cleanup = startCleanup(database.db)
  const deliveries = startDeliveryCheck(database.db, config)
  const payments = startPaymentSync({ db: database.db, config, provider: paymentProvider, catalog })
  return {
    url: config.publicUrl,
    port,
    admin,
    seededProducts,
    database,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      cleanup.stop()
      deliveries.stop()
      await payments.stop()
      await emails.stop()
      await catalogChanges.stop()
      await database.close()
    },
  }
}

function listen(fetch: (req: Request) => Response | Promise<Response>, port: number) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve({ fetch, port }, (info) => resolve({ server, port: info.port }))
    server.once('error', reject)
  })
}
