import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { Product } from '#domain/product.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productLeads } from '#server/db/schema/leads.ts'
import { downloads, helpPages } from '#server/db/schema/content.ts'
import { stockMovements } from '#server/db/schema/inventory.ts'
import { orderItems } from '#server/db/schema/orders.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { demoDownloads } from '#server/seed/demo-downloads.ts'
import { demoHelpPages } from '#server/seed/demo-help-pages.ts'
import { demoProducts } from '#server/seed/demo-products.ts'
import { seedDemoCatalog, seedDemoContent } from '#server/seed/seed-demo.ts'
import { insertDownload } from '#server/modules/downloads/download-repository.ts'
import { insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { DiskMediaStore } from '#server/media/media-store.ts'
import { cleanUpPhotos, PENDING_DAYS, photoFiles } from '#server/modules/photos/photo-cleanup.ts'
import { allPhotoNames } from '#server/modules/photos/photo-repository.ts'
import { demoPhotosOf } from '#server/seed/demo-photos.ts'
import { adminFixture, type AdminFixture } from '#server/testing/admin-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'

interface Counts {
  products: number
  helpPages: number
  downloads: number
}
interface Kept {
  id: string
  name: string
  reason: string
}
type DemoData = { removable: Counts; kept: Kept[] }
type Removal = { removed: Counts; kept: Kept[] }

let f: AdminFixture | undefined
afterEach(async () => {
  await f?.t.close()
  f = undefined
})

/** A shop seeded as a first start with SEED_DEMO does, plus the owner's own rows. */
async function seededShop() {
  f = await adminFixture()
  const db = f.t.database.db
  await seedDemoCatalog(db, new DiskMediaStore(f.t.config.mediaDir))
  await seedDemoContent(db)
  const own = await seedProduct(db, { name: 'Capa de banco da dona', stock: 5 })
  await insertHelpPage(db, {
    title: 'Minha página',
    slug: 'minha-pagina',
    questions: [{ question: 'Como?', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }],
  })
  await insertDownload(db, { title: 'Catálogo 2026', url: '/catalogo.pdf', description: null })
  const demoRows = await db.select().from(products).where(eq(products.demo, true))
  const byName = (name: string) => demoRows.find((p) => p.name === name)!
  // The demo cover comes in sizes and colours: a line names one of them.
  const cover = byName(demoProducts[0]!.name)
  const [redLarge] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.label, '38 cm / Vermelha'))
  const coverLine = { productId: cover.id, variantId: redLarge!.id, quantity: 1 }
  return { fixture: f, db, own, byName, coverLine }
}

describe('GET /api/admin/demo-data', () => {
  it('counts what the removal would delete, and names the demo products orders keep', async () => {
    const { fixture, byName, coverLine } = await seededShop()
    expect((await fixture.admin.get<DemoData>('/api/admin/demo-data')).body).toEqual({
      removable: {
        products: demoProducts.length,
        helpPages: demoHelpPages.length,
        downloads: demoDownloads.length,
      },
      kept: [],
    })
    const sold = byName(demoProducts[0]!.name)
    await fixture.placeOrder([coverLine])
    expect((await fixture.admin.get<DemoData>('/api/admin/demo-data')).body).toEqual({
      removable: {
        products: demoProducts.length - 1,
        helpPages: demoHelpPages.length,
        downloads: demoDownloads.length,
      },
      kept: [{ id: sold.id, name: sold.name, reason: 'tem pedidos' }],
    })
  })

  it('is all zeros on a shop that never had demo data', async () => {
    f = await adminFixture()
    expect((await f.admin.get<DemoData>('/api/admin/demo-data')).body).toEqual({
      removable: { products: 0, helpPages: 0, downloads: 0 },
      kept: [],
    })
  })
})

describe('DELETE /api/admin/demo-data', () => {
  it("deletes the demo rows no order names, keeps the rest and the owner's, and the store shows it at once", async () => {
    const { fixture, db, own, byName, coverLine } = await seededShop()
    const sold = byName(demoProducts[0]!.name)
    const withLead = byName(demoProducts[2]!.name)
    const orderId = await fixture.placeOrder([coverLine])
    await db
      .insert(productLeads)
      .values({ productId: withLead.id, whatsapp: '11987654321', carInfo: 'Gol', kind: 'notify' })
    // The store's catalog is cached from here on.
    const before = await fixture.visitor.get<{ items: Product[] }>('/api/products?limit=50')
    expect(before.body.items.map((p) => p.name)).toContain(withLead.name)

    const res = await fixture.admin.request<Removal>('DELETE', '/api/admin/demo-data')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      removed: {
        products: demoProducts.length - 1,
        helpPages: demoHelpPages.length,
        downloads: demoDownloads.length,
      },
      kept: [{ id: sold.id, name: sold.name, reason: 'tem pedidos' }],
    })

    const names = async () =>
      (await db.select({ name: products.name }).from(products)).map((r) => r.name)
    expect((await names()).sort()).toEqual([own.name, sold.name].sort())
    expect((await db.select().from(helpPages)).map((p) => p.slug)).toEqual(['minha-pagina'])
    expect((await db.select().from(downloads)).map((d) => d.title)).toEqual(['Catálogo 2026'])
    // The order keeps its line and product; the removed products' books and leads went with them.
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toHaveLength(
      1,
    )
    expect(await db.$count(productLeads)).toBe(0)
    expect(await db.$count(stockMovements, eq(stockMovements.productId, withLead.id))).toBe(0)

    const after = await fixture.visitor.get<{ items: Product[] }>('/api/products?limit=50')
    expect(after.body.items.map((p) => p.name).sort()).toEqual([own.name, sold.name].sort())
    expect((await fixture.visitor.get('/api/help-pages/' + demoHelpPages[0]!.slug)).status).toBe(
      404,
    )

    // Nothing left to remove: the panel hides the button; a second removal deletes nothing.
    expect((await fixture.admin.get<DemoData>('/api/admin/demo-data')).body).toEqual({
      removable: { products: 0, helpPages: 0, downloads: 0 },
      kept: [{ id: sold.id, name: sold.name, reason: 'tem pedidos' }],
    })
    const again = await fixture.admin.request<Removal>('DELETE', '/api/admin/demo-data')
    expect(again.body.removed).toEqual({ products: 0, helpPages: 0, downloads: 0 })
  })

  it("leaves the removed products' photos to the cleanup, gone a week later; the kept product's stay", async () => {
    const { fixture, db, byName, coverLine } = await seededShop()
    const media = new DiskMediaStore(fixture.t.config.mediaDir)
    const sold = byName(demoProducts[0]!.name)
    await fixture.placeOrder([coverLine])
    expect((await fixture.admin.request('DELETE', '/api/admin/demo-data')).status).toBe(200)
    // Within the 7 days a form could still save them: nothing goes yet.
    expect((await cleanUpPhotos(db, media)).photos).toBe(0)

    const weekLater = new Date(Date.now() + (PENDING_DAYS + 1) * 24 * 3_600_000)
    const kept = demoPhotosOf(demoProducts[0]!)
    const all = demoProducts.flatMap((p) => demoPhotosOf(p))
    expect(await cleanUpPhotos(db, media, weekLater)).toMatchObject({
      photos: all.length - kept.length,
    })
    expect([...(await allPhotoNames(db))].sort()).toEqual(kept.map((p) => p.name).sort())
    const files = (await media.list()).map((f) => f.file)
    expect(files.sort()).toEqual(kept.flatMap((p) => photoFiles(p.name, p.widths)).sort())
    const page = await fixture.visitor.get<{ photos: { photo: string }[] }>(
      `/api/products/${sold.id}`,
    )
    expect(page.body.photos.map((p) => p.photo)).toEqual(kept.map((p) => p.name))
  })

  it('two removals at once: one removes everything, the other finds nothing, neither fails', async () => {
    const { fixture, db } = await seededShop()
    const answers = await Promise.all(
      [1, 2].map(() => fixture.admin.request<Removal>('DELETE', '/api/admin/demo-data')),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const removedProducts = answers.map((a) => a.body.removed.products).sort((a, b) => a - b)
    expect(removedProducts).toEqual([0, demoProducts.length])
    expect(await db.$count(products, eq(products.demo, true))).toBe(0)
  })

  it("is the owner's alone: a customer gets 403 and a visitor 401, and nothing is removed", async () => {
    const { fixture, db } = await seededShop()
    for (const client of [fixture.customer, fixture.visitor]) {
      const res = await client.request('DELETE', '/api/admin/demo-data')
      expect(res.status).toBe(client === fixture.customer ? 403 : 401)
    }
    expect(await db.$count(products, eq(products.demo, true))).toBe(demoProducts.length)
  })
})
