import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { photoAddress, photoPreviewUrl, type PhotoView } from '#domain/photos.ts'
import { products } from '#server/db/schema/catalog.ts'
import { photos as photoRecords } from '#server/db/schema/photos.ts'
import { DiskMediaStore } from '#server/media/media-store.ts'
import { PhotoProcessor } from '#server/media/photo-processor.ts'
import { photoFiles } from '#server/modules/photos/photo-cleanup.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { copyDemoPhotos, DEMO_PHOTOS_DIR, demoPhotosOf } from './demo-photos.ts'
import { demoProducts } from './demo-products.ts'
import { seedDemoCatalog } from './seed-demo.ts'

let t: TestApp
let media: DiskMediaStore
beforeAll(async () => {
  t = await createTestApp()
  media = new DiskMediaStore(t.config.mediaDir)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.delete(products)
  await t.database.db.delete(photoRecords)
})

const allDemoPhotos = () => demoProducts.flatMap((p) => demoPhotosOf(p))

/** The native libraries this process has loaded: sharp's addon and libvips among them, if any. */
const loadedImageLibraries = () =>
  (process.report.getReport() as { sharedObjects: string[] }).sharedObjects.filter((file) =>
    /sharp|vips/i.test(file),
  )

async function demoProductIds() {
  const rows = await t.database.db.select({ id: products.id, name: products.name }).from(products)
  return new Map(rows.map((r) => [r.name, r.id]))
}

describe('seedDemoCatalog: the demo photos', () => {
  it('gives each product its photos in order, the cover as its image, served from MEDIA_DIR', async () => {
    expect(await seedDemoCatalog(t.database.db, media)).toBe(demoProducts.length)
    const ids = await demoProductIds()
    const visitor = new TestClient(t)
    for (const product of demoProducts) {
      const expected = demoPhotosOf(product)
      const cover = expected[0]!
      const res = await visitor.get<{ image: string; photos: PhotoView[] }>(
        `/api/products/${ids.get(product.name)}`,
      )
      expect(res.status, product.name).toBe(200)
      expect(res.body.image, product.name).toBe(photoAddress(cover.name, cover.widths))
      expect(res.body.image, product.name).toBe(`/media/${cover.name}-640.webp`)
      expect(res.body.photos, product.name).toEqual(
        expected.map((p) => ({
          photo: p.name,
          url: photoAddress(p.name, p.widths),
          alt: p.alt,
          widths: p.widths,
        })),
      )
      const served = await t.app.request(res.body.image)
      expect(served.status, res.body.image).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      const file = path.join(DEMO_PHOTOS_DIR, path.basename(res.body.image))
      expect(Buffer.from(await served.arrayBuffer()).equals(await readFile(file))).toBe(true)
      const preview = await t.app.request(photoPreviewUrl(cover.name))
      expect(preview.status).toBe(200)
      expect(preview.headers.get('content-type')).toBe('image/jpeg')
    }
  })

  it('records every photo as the upload would, uploaded by no one, with every file in MEDIA_DIR', async () => {
    await seedDemoCatalog(t.database.db, media)
    const recorded = await t.database.db.select().from(photoRecords)
    const expected = allDemoPhotos()
    expect(recorded.map((r) => r.name).sort()).toEqual(expected.map((p) => p.name).sort())
    for (const row of recorded) {
      const photo = expected.find((p) => p.name === row.name)!
      expect(row, row.name).toMatchObject({
        width: photo.width,
        height: photo.height,
        widths: photo.widths,
        bytes: photo.bytes,
        uploadedBy: null,
      })
    }
    const stored = new Set((await media.list()).map((f) => f.file))
    const files = expected.flatMap((p) => photoFiles(p.name, p.widths))
    expect([...stored].sort()).toEqual([...files].sort())
  })

  it('runs no sharp: the photo processor is never started, and libvips is never loaded', async () => {
    const processing = vi.spyOn(PhotoProcessor.prototype, 'process')
    expect(loadedImageLibraries()).toEqual([])
    expect(await seedDemoCatalog(t.database.db, media)).toBe(demoProducts.length)
    expect(processing).not.toHaveBeenCalled()
    expect(loadedImageLibraries()).toEqual([])
    processing.mockRestore()
  })

  it('copies only what MEDIA_DIR lacks, and seeds an emptied catalog again over photos recorded before', async () => {
    await seedDemoCatalog(t.database.db, media)
    // A second start: the catalog has products, nothing is seeded or copied.
    expect(await seedDemoCatalog(t.database.db, media)).toBe(0)
    expect(await copyDemoPhotos(media, allDemoPhotos())).toBe(0)
    const removed = allDemoPhotos()[0]!
    await media.remove(`${removed.name}-320.webp`)
    expect(await copyDemoPhotos(media, allDemoPhotos())).toBe(1)
    // The demo products deleted (their lists go with them), their photos still recorded: seeded
    // again, each photo keeps its record and counts as uploaded now (the cleanup's 7 days anew).
    await t.database.db.delete(products)
    expect(await seedDemoCatalog(t.database.db, media)).toBe(demoProducts.length)
    const ids = await demoProductIds()
    const visitor = new TestClient(t)
    const first = demoProducts[0]!
    const res = await visitor.get<{ photos: PhotoView[] }>(`/api/products/${ids.get(first.name)}`)
    expect(res.body.photos.map((p) => p.photo)).toEqual(demoPhotosOf(first).map((p) => p.name))
  })
})
