import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { countingRenderer, createRenderedShop } from '#server/testing/rendered-shop.ts'
import type { TestApp } from '#server/testing/test-app.ts'

// Decision 028: a category asked in another spelling is sent to the catalog's.

const { renderer: counting, drawn } = countingRenderer()

let t: TestApp
beforeAll(async () => {
  t = await createRenderedShop({ renderer: counting })
  await seedProduct(t.database.db, { name: 'Organizador', category: 'Organizadores', stock: 5 })
  await seedProduct(t.database.db, { name: 'Lâmpada', category: 'Iluminação', stock: 5 })
})
afterAll(() => t.close())

const get = (path: string) => t.app.request(path)

describe('the store asked for a category in another spelling', () => {
  it("answers 301 to the catalog's spelling, the rest of the query as sent", async () => {
    for (const [asked, kept] of [
      ['/?categoria=organizadores', '/?categoria=Organizadores'],
      ['/?categoria=Organizad%C3%B4res+', '/?categoria=Organizadores'],
      [
        '/?ordem=menor-preco&categoria=ILUMINACAO&utm_source=whatsapp',
        '/?ordem=menor-preco&categoria=Ilumina%C3%A7%C3%A3o&utm_source=whatsapp',
      ],
    ] as const) {
      const res = await get(asked)
      expect(res.status, asked).toBe(301)
      expect(res.headers.get('location')).toBe(kept)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('draws and keeps one page for the category, however it was asked', async () => {
    drawn.length = 0
    for (let i = 0; i < 3; i++) {
      const res = await get('/?categoria=organizadores')
      const page = await get(res.headers.get('location')!)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Organizador')
    }
    expect(drawn).toEqual(['/?categoria=Organizadores'])
  })

  it('leaves the kept spelling, and a category the catalog does not have, as they were', async () => {
    expect((await get('/?categoria=Organizadores')).status).toBe(200)
    expect((await get('/?categoria=Organizadores ')).status).toBe(200)
    expect((await get('/?categoria=Inexistente')).status).toBe(200)
    expect((await get('/?q=organizadores')).status).toBe(200)
  })
})
