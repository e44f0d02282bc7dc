import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import {
  CLAIM_LEASE_MS,
  claimDueEmails,
  enqueueEmail,
  markAttemptFailed,
  MAX_ATTEMPTS,
  retryDelayMs,
} from './outbox.ts'

const shop = { shopName: 'Vitrine', publicUrl: 'http://localhost:3000' }
const welcome = {
  to: 'maria@example.com',
  type: 'welcome' as const,
  data: { name: 'Maria', email: 'maria@example.com' },
}
const later = () => new Date(Date.now() + 1000)

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.db.delete(emailOutbox)
})

it('queues a pending row with the subject rendered now and the data kept for later', async () => {
  const row = await enqueueEmail(database.db, welcome, shop)
  expect(row).toMatchObject({
    to: 'maria@example.com',
    subject: 'Sua conta foi criada - Vitrine',
    type: 'welcome',
    data: { name: 'Maria', email: 'maria@example.com' },
    status: 'pending',
    attempts: 0,
  })
})

it('inside a transaction that rolls back, leaves nothing', async () => {
  await expect(
    database.db.transaction(async (tx) => {
      await enqueueEmail(tx, welcome, shop)
      expect(await tx.select().from(emailOutbox)).toHaveLength(1)
      throw new Error('a ação falhou')
    }),
  ).rejects.toThrow('a ação falhou')
  expect(await database.db.select().from(emailOutbox)).toEqual([])
})

it('refuses wrong data before writing anything', async () => {
  const bad = { ...welcome, data: { name: 'Maria', email: 'x' } }
  await expect(enqueueEmail(database.db, bad, shop)).rejects.toThrow()
  expect(await database.db.select().from(emailOutbox)).toEqual([])
})

it('claims due rows oldest first, once: a claimed row is leased', async () => {
  const first = await enqueueEmail(database.db, welcome, shop)
  const second = await enqueueEmail(database.db, { ...welcome, to: 'joao@example.com' }, shop)
  const now = later()
  const claimed = await claimDueEmails(database.db, now, 10)
  expect(claimed.map((r) => r.id)).toEqual([first.id, second.id])
  expect(claimed[0]?.nextAttemptAt.getTime()).toBe(now.getTime() + CLAIM_LEASE_MS)
  expect(await claimDueEmails(database.db, now, 10)).toEqual([])
  const afterLease = new Date(now.getTime() + CLAIM_LEASE_MS)
  expect(await claimDueEmails(database.db, afterLease, 1)).toHaveLength(1)
})

it('backs off 30 s doubling up to 1 h', () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000])
  expect(retryDelayMs(8)).toBe(3_600_000)
  expect(retryDelayMs(50)).toBe(3_600_000)
})

it('retries with backoff, and after MAX_ATTEMPTS marks the row failed without deleting it', async () => {
  const row = await enqueueEmail(database.db, welcome, shop)
  const now = later()
  const longError = 'x'.repeat(2000)
  expect(await markAttemptFailed(database.db, row, longError, now)).toBe('retried')
  const [retried] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id))
  expect(retried).toMatchObject({ status: 'pending', attempts: 1 })
  expect(retried?.lastError).toHaveLength(500)
  expect(retried?.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000)

  const outcome = await markAttemptFailed(
    database.db,
    { id: row.id, attempts: MAX_ATTEMPTS - 1 },
    'boom',
    now,
  )
  expect(outcome).toBe('failed')
  const [failed] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id))
  expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'boom' })
  expect(await claimDueEmails(database.db, new Date(Date.now() + 86_400_000), 10)).toEqual([])
})
