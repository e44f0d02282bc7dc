import { photoAddress } from '#domain/photos.ts'
import { productVariantsSchema } from '#domain/schemas/product-variants.ts'
import type { Db } from '#server/db/client.ts'
import type { MediaStore } from '#server/media/media-store.ts'
import { countDownloads, insertDownload } from '#server/modules/downloads/download-repository.ts'
import { countHelpPages, insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { replacePhotoList } from '#server/modules/photos/photo-list-repository.ts'
import { recordProcessedPhotos } from '#server/modules/photos/photo-repository.ts'
import { countProducts, insertProducts } from '#server/modules/products/product-repository.ts'
import { saveVariants } from '#server/modules/products/variant-save.ts'
import { demoDownloads } from './demo-downloads.ts'
import { demoHelpPages } from './demo-help-pages.ts'
import { copyDemoPhotos, demoPhotosOf } from './demo-photos.ts'
import { demoProducts, demoVariantsBody } from './demo-products.ts'

const HOUR_MS = 3_600_000

/**
 * Fills an empty catalog with the demo products, each marked `demo` (as the help pages and
 * downloads below) and with its photos; a catalog with anything in it is left alone. The photos
 * come processed (demo-photos.ts): their files are copied into `media` and recorded, no sharp runs.
 */
export async function seedDemoCatalog(
  db: Db,
  media: MediaStore,
  now = new Date(),
): Promise<number> {
  const catalog = demoProducts
  if ((await countProducts(db)) > 0) return 0
  const photosOf = new Map(catalog.map((p) => [p.name, demoPhotosOf(p)]))
  const allPhotos = [...new Map([...photosOf.values()].flat().map((p) => [p.name, p])).values()]
  // The files before the records: a record never names a missing file. A start stopped in between
  // leaves files no record names, which the photo cleanup removes a day later.
  await copyDemoPhotos(media, allPhotos)
  return db.transaction(async (tx) => {
    await recordProcessedPhotos(tx, allPhotos)
    const rows = catalog.map((p, index) => {
      const cover = photosOf.get(p.name)![0]!
      return {
        ...p,
        // The cover's address (decision 036: an upload's widest variant), not the illustration.
        image: photoAddress(cover.name, cover.widths),
        demo: true,
        // A product in variants starts as its first one (the save below gives it the others).
        stock: p.variants ? p.variants.variants[0]!.stock : p.stock,
        // The first entry is the newest, an hour apart, so "newest first" shows the intended order.
        createdAt: new Date(now.getTime() - index * HOUR_MS),
      }
    })
    const inserted = await insertProducts(tx, rows)
    for (const product of inserted) {
      const photos = photosOf.get(product.name)!.map((p) => ({ photo: p.name, alt: p.alt }))
      await replacePhotoList(tx, 'product', product.id, photos)
      const demo = catalog.find((p) => p.name === product.name)!
      if (demo.variants) {
        const body = productVariantsSchema.parse(demoVariantsBody(demo, product.version))
        await saveVariants(tx, product.id, body, null)
      }
    }
    return inserted.length
  })
}

/**
 * Fills an empty help centre and an empty downloads list, each on its own: a table with anything in
 * it is left alone. How many of each were added.
 */
export async function seedDemoContent(
  db: Db,
  now = new Date(),
): Promise<{ helpPages: number; downloads: number }> {
  let helpPages = 0
  if ((await countHelpPages(db)) === 0) {
    for (const [index, page] of demoHelpPages.entries()) {
      await insertHelpPage(db, page, new Date(now.getTime() - index * HOUR_MS), { demo: true })
      helpPages++
    }
  }
  let downloads = 0
  if ((await countDownloads(db)) === 0) {
    // Appended one by one, so the list shows them in the file's order.
    for (const download of demoDownloads) {
      await insertDownload(db, download, { demo: true })
      downloads++
    }
  }
  return { helpPages, downloads }
}
