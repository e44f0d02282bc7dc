import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '#domain/shop-settings.ts'
import { fixedShopSettings } from '#server/testing/shop-settings-fixtures.ts'
import { enqueueEmail } from './outbox.ts'
import { logTransport, type MailMessage, type MailTransport } from './transport.ts'
import { processOutboxOnce, startEmailWorker } from './worker.ts'

const shop = { shopName: 'Vitrine', publicUrl: 'http://localhost:3000' }
const from = { name: 'Vitrine', address: 'nao-responda@localhost' }
const reset = {
  to: 'maria@example.com',
  type: 'password-reset' as const,
  data: { name: 'Maria', resetUrl: 'http://localhost:3000/reset-password?token=abc' },
}

function fakeTransport(fail = false) {
  const sent: MailMessage[] = []
  const transport: MailTransport = {
    async send(message) {
      if (fail) throw new Error('Connection refused')
      sent.push(message)
    },
  }
  return { sent, transport }
}

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.db.delete(emailOutbox)
})

it('sends due emails, rendered at send time, and marks them sent', async () => {
  await enqueueEmail(database.db, reset, shop)
  const { sent, transport } = fakeTransport()
  const now = new Date(Date.now() + 1000)
  const result = await processOutboxOnce({ db: database.db, transport, from, shop, now })
  expect(result).toEqual({ sent: 1, retried: 0, failed: 0 })
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({
    from,
    to: 'maria@example.com',
    subject: 'Redefinição de senha - Vitrine',
  })
  expect(sent[0]?.text).toContain('http://localhost:3000/reset-password?token=abc')
  expect(sent[0]?.html).toContain('href="http://localhost:3000/reset-password?token=abc"')
  const [row] = await database.db.select().from(emailOutbox)
  expect(row).toMatchObject({ status: 'sent', sentAt: now, attempts: 0 })

  const again = await processOutboxOnce({ db: database.db, transport, from, shop, now })
  expect(again).toEqual({ sent: 0, retried: 0, failed: 0 })
})

it('skips emails that are not due yet', async () => {
  await enqueueEmail(database.db, reset, shop)
  const { sent, transport } = fakeTransport()
  const past = new Date(Date.now() - 60_000)
  const result = await processOutboxOnce({ db: database.db, transport, from, shop, now: past })
  expect(result).toEqual({ sent: 0, retried: 0, failed: 0 })
  expect(sent).toEqual([])
  const [row] = await database.db.select().from(emailOutbox)
  expect(row?.status).toBe('pending')
})

it('a failed send is logged without the body and retried, never thrown', async () => {
  await enqueueEmail(database.db, reset, shop)
  const { transport } = fakeTransport(true)
  const log = vi.fn()
  const now = new Date(Date.now() + 1000)
  const result = await processOutboxOnce({ db: database.db, transport, from, shop, now, log })
  expect(result).toEqual({ sent: 0, retried: 1, failed: 0 })
  expect(log).toHaveBeenCalledOnce()
  expect(String(log.mock.calls[0]?.[0])).toContain('Connection refused')
  expect(String(log.mock.calls[0]?.[0])).not.toContain('token=abc')
  const [row] = await database.db.select().from(emailOutbox)
  expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Connection refused' })
})

it('the worker runs on start and on kick, and stop waits for the run in progress', async () => {
  const { sent, transport } = fakeTransport()
  const config = {
    smtpUrl: undefined,
    mailFromAddress: 'nao-responda@localhost',
    production: false,
    publicUrl: shop.publicUrl,
  }
  const shopSettings = fixedShopSettings({ shopSeed: DEFAULT_SHOP_SETTINGS }, { name: 'Vitrine' })
  const worker = startEmailWorker({
    db: database.db,
    config,
    shopSettings,
    transport,
    intervalMs: 60_000,
  })
  await enqueueEmail(database.db, reset, shop)
  worker.kick()
  await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 })
  worker.kick()
  await worker.stop()
  worker.kick()
  const [row] = await database.db.select().from(emailOutbox)
  expect(row?.status).toBe('sent')
})

it("the worker sends as the panel's sender name (else the shop's name) at MAIL_FROM's address, read at each run", async () => {
  const { sent, transport } = fakeTransport()
  const config = {
    smtpUrl: undefined,
    mailFromAddress: 'contato@loja.com.br',
    production: false,
    publicUrl: shop.publicUrl,
  }
  let settings: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, name: 'Ateliê Flor', senderName: '' }
  const worker = startEmailWorker({
    db: database.db,
    config,
    shopSettings: { current: () => settings },
    transport,
    intervalMs: 60_000,
  })
  try {
    await enqueueEmail(database.db, reset, shop)
    worker.kick()
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 })
    expect(sent[0]?.from).toEqual({ name: 'Ateliê Flor', address: 'contato@loja.com.br' })

    expect(sent[0]?.text).toContain('Equipe Ateliê Flor\n')

    // A save in the panel is read by the next run, without a restart.
    settings = { ...settings, name: 'Ateliê Flor Azul', senderName: 'Equipe Ateliê' }
    await enqueueEmail(database.db, reset, shop)
    worker.kick()
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 5000 })
    expect(sent[1]?.from).toEqual({ name: 'Equipe Ateliê', address: 'contato@loja.com.br' })
    expect(sent[1]?.text).toContain('Equipe Ateliê Flor Azul')
  } finally {
    await worker.stop()
  }
})

it('the log transport prints recipient, subject and the text with its links', async () => {
  const lines: string[] = []
  await logTransport((line) => lines.push(line)).send({
    from,
    to: 'maria@example.com',
    subject: 'Redefinição de senha - Vitrine',
    text: 'Criar uma nova senha:\nhttp://localhost:3000/reset-password?token=abc\n',
    html: '<p>ignored</p>',
  })
  const printed = lines.join('\n')
  expect(printed).toContain('Para: maria@example.com')
  expect(printed).toContain('Assunto: Redefinição de senha - Vitrine')
  expect(printed).toContain('http://localhost:3000/reset-password?token=abc')
  expect(printed).not.toContain('<p>')
})

it("sends a 'novo pedido' queued before issue 17 (no items, no address), with the order link", async () => {
  const orderId = '1a2b3c4d-0000-4000-8000-000000000000'
  await database.db.insert(emailOutbox).values({
    to: 'dona@vitrine.test',
    subject: 'Novo pedido #1a2b3c4d - R$ 90,00',
    type: 'new-order',
    data: { orderId, customerName: 'Maria', totalCents: 9000, paymentMethod: 'pix' },
    nextAttemptAt: new Date(),
  })
  const { sent, transport } = fakeTransport()
  const now = new Date(Date.now() + 1000)
  const result = await processOutboxOnce({ db: database.db, transport, from, shop, now })
  expect(result).toEqual({ sent: 1, retried: 0, failed: 0 })
  expect(sent[0]?.text).toContain('Cliente: Maria')
  expect(sent[0]?.text).toContain(`http://localhost:3000/admin/pedidos/${orderId}`)
})
