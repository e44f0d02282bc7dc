import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { captureLogs } from '#server/testing/log-capture.ts'
import { startSmtp } from '#server/testing/smtp-fake.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { DEFAULT_SHOP_SETTINGS } from '#domain/shop-settings.ts'
import { fixedShopSettings } from '#server/testing/shop-settings-fixtures.ts'
import { enqueueEmail } from './outbox.ts'
import { startEmailWorker } from './worker.ts'

const shop = { shopName: 'Vitrine', publicUrl: 'https://loja.exemplo.com.br' }
const live = {
  publicUrl: shop.publicUrl,
  production: true,
  mailFromAddress: 'nao-responda@loja.exemplo.com.br',
}
const shopSettings = fixedShopSettings({ shopSeed: DEFAULT_SHOP_SETTINGS }, { name: 'Vitrine' })
const RESET_URL = 'https://loja.exemplo.com.br/reset-password?email=maria%40example.com&token=abc'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
afterEach(() => {
  vi.restoreAllMocks()
})

function consoleSpies() {
  return (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => {}),
  )
}

it('in production without SMTP_URL, a queued email stays pending and nothing is logged', async () => {
  const spies = consoleSpies()
  const logs = captureLogs({ logLevel: 'trace' })
  const log = vi.fn()
  await enqueueEmail(
    database.db,
    {
      to: 'maria@example.com',
      type: 'password-reset',
      data: { name: 'Maria', resetUrl: RESET_URL },
    },
    shop,
  )

  const worker = startEmailWorker({
    db: database.db,
    config: { ...live, smtpUrl: undefined },
    shopSettings,
    intervalMs: 10,
    log,
  })
  worker.kick()
  await new Promise((resolve) => setTimeout(resolve, 200))
  await worker.stop()

  const rows = await database.db.select().from(emailOutbox)
  expect(rows).toMatchObject([{ status: 'pending', attempts: 0, sentAt: null, lastError: null }])
  expect(log).not.toHaveBeenCalled()
  for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  expect(logs.text()).toBe('')

  // The shop starts again with SMTP_URL: the email that waited is sent.
  const smtp = await startSmtp({ accept: true })
  try {
    const restarted = startEmailWorker({
      db: database.db,
      config: { ...live, smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      shopSettings,
      intervalMs: 60_000,
      log,
    })
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 })
    await restarted.stop()
  } finally {
    await smtp.close()
  }
  expect(smtp.received[0]).toContain('To: maria@example.com')
  const [row] = await database.db.select().from(emailOutbox)
  expect(row?.status).toBe('sent')
  expect(log).not.toHaveBeenCalled()
  expect(logs.text()).toBe('')
  logs.restore()
})
