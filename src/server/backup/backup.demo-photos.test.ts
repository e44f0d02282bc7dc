import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PhotoView } from '#domain/photos.ts'
import { openDatabase } from '#server/db/client.ts'
import { DiskMediaStore } from '#server/media/media-store.ts'
import { photoFiles } from '#server/modules/photos/photo-cleanup.ts'
import { demoPhotosOf } from '#server/seed/demo-photos.ts'
import { demoProducts } from '#server/seed/demo-products.ts'
import { seedDemoCatalog } from '#server/seed/seed-demo.ts'
import { createTestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { createBackup, restoreBackup } from './backup.ts'

let workDir: string
beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-backup-demo-'))
})
afterAll(() => rm(workDir, { recursive: true, force: true }))

const photos = demoProducts.flatMap((p) => demoPhotosOf(p))
const files = photos.flatMap((p) => photoFiles(p.name, p.widths))

describe('npm run backup / restore of a shop seeded with the demo catalog', () => {
  const dataDir = () => path.join(workDir, 'data')
  const mediaDir = () => path.join(workDir, 'media')
  const config = () => ({ databaseUrl: undefined, dataDir: dataDir(), mediaDir: mediaDir() })

  // Seeds every demo photo through sharp, archives, restores and serves them: 8 s alone, past 30 s
  // beside another worker on a slow machine (CI, 2026-11-29), hence its own limit.
  it(
    'carries every demo photo, and the restored shop serves them',
    { timeout: 120_000 },
    async () => {
      const seeded = await openDatabase({ dataDir: dataDir() })
      try {
        await seeded.migrate()
        await seedDemoCatalog(seeded.db, new DiskMediaStore(mediaDir()))
      } finally {
        await seeded.close()
      }
      const file = path.join(workDir, 'loja.backup.tar')
      const media = { photos: photos.length, files: files.length }
      expect((await createBackup(config(), file)).media).toMatchObject(media)

      await rm(dataDir(), { recursive: true })
      await rm(mediaDir(), { recursive: true })
      const restored = await restoreBackup(config(), file, workDir)
      expect(restored.summary.products).toBe(demoProducts.length)
      expect(restored.photos).toEqual({ written: files.length, kept: 0 })
      expect((await readdir(mediaDir())).filter((f) => f !== '.tmp').sort()).toEqual(files.sort())

      const database = await openDatabase({ dataDir: dataDir() })
      const t = await createTestApp({ MEDIA_DIR: mediaDir() }, { database })
      try {
        const visitor = new TestClient(t)
        const list = await visitor.get<{ items: { id: string; image: string }[] }>(
          '/api/products?limit=50',
        )
        expect(list.body.items).toHaveLength(demoProducts.length)
        for (const { id, image } of list.body.items) {
          const page = await visitor.get<{ photos: PhotoView[] }>(`/api/products/${id}`)
          expect(page.body.photos.length, id).toBeGreaterThanOrEqual(1)
          const served = await t.app.request(image)
          expect(served.status, image).toBe(200)
          expect(served.headers.get('content-type')).toBe('image/webp')
        }
      } finally {
        await t.close()
        await database.close()
      }
    },
  )
})
