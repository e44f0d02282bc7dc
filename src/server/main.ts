import cluster from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { processesNote, runWorker, startCluster } from './cluster.ts'
import { loadConfig, type Config } from './config.ts'
import { DataDirInUse } from './db/data-dir-lock.ts'
import { addressNote } from './http/same-origin.ts'
import { configureLogging, logger } from './logging/logger.ts'
import { print, printError } from './logging/print.ts'
import type { AdminAccount } from './modules/accounts/ensure-admin.ts'
import { adminPasswordNote, mediaNote, settingsReport } from './settings-report.ts'
import { startShop } from './start.ts'
import { StartRefused } from './start-refused.ts'
import { stopOnCrash } from './stop-on-crash.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'

const startedAt = performance.now()
const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    // A setting out of its range (PIX_EXPIRY_MINUTES, TRACKING_URL...): its name and why, no stack.
    printError(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
})()
configureLogging(config)

if (cluster.isWorker) {
  // One of WEB_CONCURRENCY's processes: the primary prepared the database and prints the log.
  await runWorker(config)
} else if (config.webConcurrency > 1) {
  // PostgreSQL with WEB_CONCURRENCY: this process prepares the database and forks the workers.
  const running = await startCluster(config, fileURLToPath(import.meta.url)).catch(refusedStart)
  stopOnSignal(() => running.stop())
  stopOnCrash({ stop: () => running.stop() })
  const started = await running.ready.catch(async () => {
    await running.stop()
    process.exit(1)
  })
  printStartLog(config, { ...started, ms: performance.now() - startedAt })
} else {
  const shop = await startShop(config).catch(refusedStart)
  printStartLog(config, { ...shop, ms: performance.now() - startedAt })
  stopOnSignal(() => shop.stop().then(() => true))
  stopOnCrash({ stop: () => shop.stop() })
}

/**
 * A second `npm start` on the same PGlite directory, or a first start's seed the panel would refuse:
 * said without a stack.
 */
function refusedStart(error: unknown): never {
  if (!(error instanceof DataDirInUse || error instanceof StartRefused)) throw error
  printError(error.message)
  process.exit(1)
}

function printStartLog(
  config: Config,
  shop: {
    admin: AdminAccount
    seededProducts: number
    shopSettings: ShopSettings
    ms: number
    pids?: number[]
  },
) {
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`
  // A live shop seeds only with SEED_DEMO=true: say where the demo data goes away.
  const demoNote = config.production
    ? " (SEED_DEMO=true; antes de abrir a loja, use 'Remover dados de demonstração' no painel)"
    : ''
  print(
    [
      '',
      `  Loja no ar: ${config.publicUrl}   (pronta em ${Math.round(shop.ms)} ms)`,
      addressNote(config),
      `  Banco de dados: ${database}`,
      ...mediaNote(config),
      processesNote(config, shop.pids),
      shop.seededProducts
        ? `  Catálogo de demonstração: ${shop.seededProducts} produtos${demoNote}`
        : null,
      `  Admin: ${shop.admin.email}`,
      shop.admin.unusedAdminEmail
        ? `  ADMIN_EMAIL=${shop.admin.unusedAdminEmail} não criou conta: a loja já tem administrador.`
        : null,
      `  Senha: ${adminPasswordNote(config, shop.admin)}`,
      ...settingsReport(config, shop.shopSettings),
      '',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  )
}

/** SIGINT/SIGTERM: `stop` once, then exit (1 when it failed). */
function stopOnSignal(stop: () => Promise<boolean>) {
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return
      stopping = true
      stop().then(
        (ok) => process.exit(ok ? 0 : 1),
        (error: unknown) => {
          logger.error({ err: error }, '[loja] a loja não parou direito')
          process.exit(1)
        },
      )
    })
  }
}
