import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { productLeads } from '#server/db/schema/leads.ts'
import { DiskMediaStore } from '#server/media/media-store.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { startCleanup } from './cleanup.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY = 24 * 60 * 60 * 1000

describe('the hourly cleanup', () => {
  it('deletes the leads older than LEAD_RETENTION_DAYS, as the privacy policy says (issue 45)', async () => {
    const product = await seedProduct(t.database.db, { name: 'Tapete', stock: 0 })
    const lead = (whatsapp: string, daysAgo: number) => ({
      productId: product.id,
      whatsapp,
      carInfo: 'Gol 2010',
      kind: 'notify' as const,
      createdAt: new Date(Date.now() - daysAgo * DAY),
    })
    await t.database.db
      .insert(productLeads)
      .values([lead('11911111111', 31), lead('11922222222', 29)])
    const errors: string[] = []
    const cleanup = startCleanup(
      t.database.db,
      new DiskMediaStore(t.config.mediaDir),
      { leadRetentionDays: 30 },
      (message) => errors.push(message),
    )
    try {
      await vi.waitFor(async () => {
        const left = await t.database.db.select().from(productLeads)
        expect(left.map((row) => row.whatsapp)).toEqual(['11922222222'])
      })
      expect(errors).toEqual([])
    } finally {
      await cleanup.stop()
    }
  })
})
