import { loadConfig } from './config.ts'
import { DataDirInUse } from './db/data-dir-lock.ts'
import { addressNote } from './http/same-origin.ts'
import { adminPasswordNote, settingsReport } from './settings-report.ts'
import { startShop } from './start.ts'

const startedAt = performance.now()
const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    // A setting out of its range (PIX_EXPIRY_MINUTES, TRACKING_URL...): its name and why, no stack.
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
})()
const shop = await startShop(config).catch((error: unknown) => {
  // A second `npm start` on the same PGlite directory: say so, without a stack.
  if (!(error instanceof DataDirInUse)) throw error
  console.error(error.message)
  process.exit(1)
})
const ms = Math.round(performance.now() - startedAt)

const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`
console.log(
  [
    '',
    `  Loja no ar: ${shop.url}   (pronta em ${ms} ms)`,
    addressNote(config),
    `  Banco de dados: ${database}`,
    shop.seededProducts ? `  Catálogo de demonstração: ${shop.seededProducts} produtos` : null,
    `  Admin: ${shop.admin.email}`,
    `  Senha: ${adminPasswordNote(config, shop.admin.password)}`,
    ...settingsReport(config),
    '',
  ]
    .filter((line) => line !== null)
    .join('\n'),
)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return
    stopping = true
    shop.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
