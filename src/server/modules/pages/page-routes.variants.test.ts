import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productVariantsSchema } from '#domain/schemas/product-variants.ts'
import { replacePhotoList } from '#server/modules/photos/photo-list-repository.ts'
import { saveVariants } from '#server/modules/products/variant-save.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { countingRenderer, createRenderedShop } from '#server/testing/rendered-shop.ts'
import type { TestApp } from '#server/testing/test-app.ts'

// Decision 053: a product page drawn for one of its variants (`?variante=`), kept apart from the
// other pages; any other value is the product's own page, with no entry of its own.

let t: TestApp
const counting = countingRenderer()
let productId: string
let variants: Map<string, string>
let otherProductsVariant: string

async function inSizesAndColours(name: string) {
  const product = await seedProduct(t.database.db, { name, priceCents: 18990, stock: 0 })
  const saved = await saveVariants(
    t.database.db,
    product.id,
    productVariantsSchema.parse({
      version: product.version,
      options: [
        { name: 'Tamanho', values: [{ value: '37 cm' }, { value: '38 cm' }] },
        { name: 'Cor', values: [{ value: 'Preta' }, { value: 'Vermelha' }] },
      ],
      variants: [
        { values: ['37 cm', 'Preta'], stock: 3 },
        { values: ['37 cm', 'Vermelha'], stock: 0 },
        { values: ['38 cm', 'Preta'], stock: 4 },
        { values: ['38 cm', 'Vermelha'], stock: 5, priceCents: 19990 },
      ],
    }),
    null,
  )
  expect(saved).toBeDefined()
  t.catalog.invalidate()
  const res = await t.app.request(`/api/products/${product.id}`)
  const answered = (await res.json()) as { variants: { id: string; label: string }[] }
  return { id: product.id, variants: new Map(answered.variants.map((v) => [v.label, v.id])) }
}

beforeAll(async () => {
  t = await createRenderedShop({ renderer: counting.renderer })
  ;({ id: productId, variants } = await inSizesAndColours('Capa de Volante Trançada'))
  otherProductsVariant = (await inSizesAndColours('Outra Capa')).variants.get('38 cm / Preta')!
})
afterAll(() => t.close())

async function page(path: string) {
  const res = await t.app.request(path)
  expect(res.status).toBe(200)
  return res.text()
}

/** The values drawn as chosen (radio buttons with aria-checked="true"). */
const checked = (html: string) =>
  [...html.matchAll(/<a[^>]*role="radio"[^>]*aria-checked="true"[^>]*>([^<]*)<\/a>/g)].map(
    (m) => m[1],
  )

describe('the product page of a product in variants', () => {
  it('draws each value as a link to its variant, nothing chosen, the price from the lowest', async () => {
    const html = await page(`/product/${productId}`)
    expect(checked(html)).toEqual([])
    expect(html).toContain('A partir de R$\u00a0189,90')
    const red = variants.get('37 cm / Vermelha')!
    expect(html).toContain(`href="/product/${productId}?variante=${variants.get('37 cm / Preta')}"`)
    // '38 cm' leads to its first variant in stock; 'Vermelha' to the first one offered in stock.
    expect(html).toContain(`href="/product/${productId}?variante=${variants.get('38 cm / Preta')}"`)
    expect(html).not.toContain(`href="/product/${productId}?variante=${red}"`)
  })

  it('draws the variant the address names: its values chosen, its price, its stock line', async () => {
    const id = variants.get('38 cm / Vermelha')!
    const html = await page(`/product/${productId}?variante=${id}`)
    expect(checked(html)).toEqual(['38 cm', 'Vermelha'])
    expect(html).toContain('R$\u00a0199,90')
    expect(html).toMatch(new RegExp(`<p data-stock="variant:${id}"[^>]*>5 em estoque</p>`))
    // Drawn once, then served from its cache.
    const before = counting.drawn.length
    await page(`/product/${productId}?variante=${id}&utm_source=whatsapp`)
    expect(counting.drawn.length).toBe(before)
  })

  it("marks a combination at 0 'Esgotado', given the other value chosen", async () => {
    const black = await page(`/product/${productId}?variante=${variants.get('37 cm / Preta')}`)
    expect(black).toContain('>Vermelha (Esgotado)</a>')
    const red = await page(`/product/${productId}?variante=${variants.get('38 cm / Vermelha')}`)
    expect(red).toContain('>37 cm (Esgotado)</a>')
    expect(red).toContain('>Preta</a>')
  })

  it("preloads the variant's own photo as the page's largest picture, the cover for the rest", async () => {
    const db = t.database.db
    const product = await seedProduct(db, { name: 'Capa Fotografada', priceCents: 18990, stock: 0 })
    await replacePhotoList(db, 'product', product.id, [
      { url: '/fotos/capa.jpg', alt: 'Capa' },
      { url: '/fotos/vermelha.jpg', alt: 'Costura vermelha' },
    ])
    const body = productVariantsSchema.parse({
      version: product.version,
      options: [{ name: 'Cor', values: [{ value: 'Preta' }, { value: 'Vermelha' }] }],
      variants: [
        { values: ['Preta'], stock: 1 },
        { values: ['Vermelha'], stock: 1, photo: '/fotos/vermelha.jpg' },
      ],
    })
    expect(await saveVariants(db, product.id, body, null)).toBeDefined()
    t.catalog.invalidate()
    const res = await t.app.request(`/api/products/${product.id}`)
    const answered = (await res.json()) as { variants: { id: string; label: string }[] }
    const id = (label: string) => answered.variants.find((v) => v.label === label)!.id
    const preloaded = (html: string) =>
      /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)"/.exec(html)?.[1]
    expect(preloaded(await page(`/product/${product.id}?variante=${id('Vermelha')}`))).toBe(
      '/fotos/vermelha.jpg',
    )
    expect(preloaded(await page(`/product/${product.id}?variante=${id('Preta')}`))).toBe(
      '/fotos/capa.jpg',
    )
    expect(preloaded(await page(`/product/${product.id}`))).toBe('/fotos/capa.jpg')
  })

  it("is the product's own page for anything else, with no page drawn or kept for it", async () => {
    const own = await page(`/product/${productId}`)
    const drawn = counting.drawn.length
    for (const value of ['lixo', otherProductsVariant, '$`', `${productId}x`, '']) {
      const html = await page(`/product/${productId}?variante=${encodeURIComponent(value)}`)
      expect(html).toBe(own)
    }
    expect(counting.drawn.length).toBe(drawn)
  })
})
