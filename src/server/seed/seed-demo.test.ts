import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { downloadInputSchema } from '#domain/schemas/download.ts'
import { helpPageInputSchema } from '#domain/schemas/help-page.ts'
import type { CatalogPage, ProductDetail } from '#domain/product.ts'
import { products } from '#server/db/schema/catalog.ts'
import { unbalancedProducts } from '#server/testing/ledger-fixtures.ts'
import { downloads, helpPages } from '#server/db/schema/content.ts'
import { insertDownload } from '#server/modules/downloads/download-repository.ts'
import { insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { DiskMediaStore } from '#server/media/media-store.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'
import { demoDownloads } from './demo-downloads.ts'
import { demoHelpPages } from './demo-help-pages.ts'
import { demoProducts } from './demo-products.ts'
import { seedDemoCatalog, seedDemoContent } from './seed-demo.ts'

let t: TestApp
let media: DiskMediaStore
beforeAll(async () => {
  t = await createTestApp()
  media = new DiskMediaStore(t.config.mediaDir)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.database.db.delete(products)
  await t.database.db.delete(helpPages)
  await t.database.db.delete(downloads)
})

type PagesAnswer = {
  pages: {
    title: string
    slug: string
    questions: { id: string; question: string; youtubeUrl: string }[]
  }[]
}
type DownloadsAnswer = { downloads: { title: string; url: string; description: string | null }[] }

describe('seedDemoCatalog', () => {
  it('gives the demo cover its sizes and colours, each with its stock in the books', async () => {
    expect(await seedDemoCatalog(t.database.db, media)).toBe(demoProducts.length)
    const list = await new TestClient(t).get<CatalogPage>('/api/products')
    const cover = list.body.items.find((p) => p.name === demoProducts[0]!.name)!
    expect(cover.variantSummary).toEqual({
      count: 6,
      lowestPriceCents: 18990,
      anyInStock: true,
      inOptions: true,
      priceVaries: true,
    })
    const shown = await new TestClient(t).get<ProductDetail>(`/api/products/${cover.id}`)
    expect(shown.body.options.map((o) => o.name)).toEqual(['Tamanho', 'Cor da costura'])
    expect(shown.body.variants.map((v) => [v.label, v.stock, v.priceCents])).toEqual([
      ['37 cm / Preta', 3, null],
      ['37 cm / Vermelha', 2, null],
      ['37 cm / Cinza', 2, null],
      ['38 cm / Preta', 1, 19990],
      ['38 cm / Vermelha', 2, 19990],
      ['38 cm / Cinza', 2, 19990],
    ])
    expect(shown.body.stock).toBe(12)
    expect(await unbalancedProducts(t.database.db)).toEqual([])
  })
})

describe('seedDemoContent', () => {
  it('fills a fresh database with help pages and downloads the API serves', async () => {
    expect(await seedDemoCatalog(t.database.db, media)).toBe(demoProducts.length)
    expect(await seedDemoContent(t.database.db)).toEqual({
      helpPages: demoHelpPages.length,
      downloads: demoDownloads.length,
    })
    const visitor = new TestClient(t)
    const { pages } = (await visitor.get<PagesAnswer>('/api/help-pages')).body
    // Newest first: the first demo entry was given the latest created_at.
    expect(pages.map((p) => p.slug)).toEqual(demoHelpPages.map((p) => p.slug))
    for (const page of pages) {
      const { title, slug, questions } = page
      const asTyped = {
        title,
        slug,
        questions: questions.map((q) => ({ question: q.question, youtubeUrl: q.youtubeUrl })),
      }
      expect(helpPageInputSchema.parse(page)).toEqual(asTyped)
      expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length)
      expect((await visitor.get(`/api/help-pages/${page.slug}`)).status).toBe(200)
    }
    const list = (await visitor.get<DownloadsAnswer>('/api/downloads')).body.downloads
    expect(list.map((d) => d.title)).toEqual(demoDownloads.map((d) => d.title))
    for (const { title, url, description } of list) {
      expect(downloadInputSchema.parse({ title, url, description })).toEqual({
        title,
        url,
        description,
      })
    }
  })

  it('adds nothing the second time', async () => {
    await seedDemoContent(t.database.db)
    expect(await seedDemoContent(t.database.db)).toEqual({ helpPages: 0, downloads: 0 })
    expect(await t.database.db.$count(helpPages)).toBe(demoHelpPages.length)
    expect(await t.database.db.$count(downloads)).toBe(demoDownloads.length)
  })

  it('seeds each table only when it is empty, whatever the catalog holds', async () => {
    const [page] = demoHelpPages
    await insertHelpPage(t.database.db, { ...page!, slug: 'minha-pagina' })
    expect(await seedDemoContent(t.database.db)).toEqual({
      helpPages: 0,
      downloads: demoDownloads.length,
    })
    await t.database.db.delete(helpPages)
    await t.database.db.delete(downloads)
    await insertDownload(t.database.db, { title: 'Meu arquivo', url: '/x.pdf', description: null })
    expect(await seedDemoContent(t.database.db)).toEqual({
      helpPages: demoHelpPages.length,
      downloads: 0,
    })
    expect(await seedDemoCatalog(t.database.db, media)).toBe(demoProducts.length)
  })
})

describe('the demonstration marker', () => {
  it("marks every seeded row demo, and none of the owner's", async () => {
    await insertDownload(t.database.db, { title: 'Meu arquivo', url: '/x.pdf', description: null })
    await seedDemoCatalog(t.database.db, media)
    await seedDemoContent(t.database.db)
    const db = t.database.db
    const demoOf = async (rows: Promise<{ demo: boolean }[]>) => (await rows).map((r) => r.demo)
    expect(await demoOf(db.select({ demo: products.demo }).from(products))).toEqual(
      demoProducts.map(() => true),
    )
    expect(await demoOf(db.select({ demo: helpPages.demo }).from(helpPages))).toEqual(
      demoHelpPages.map(() => true),
    )
    // The downloads list had the owner's file: the seed left it alone, unmarked.
    expect(await demoOf(db.select({ demo: downloads.demo }).from(downloads))).toEqual([false])
  })
})
