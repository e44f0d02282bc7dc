import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { countingRenderer, createRenderedShop } from '#server/testing/rendered-shop.ts'
import type { TestApp } from '#server/testing/test-app.ts'

/**
 * Blanks and control characters escaped in a page's address (decision 041): the renderer's URL parser
 * dropped them, so '/product/<id>%20' drew the product and each spelling was cached as a page of
 * its own; 220 of them pushed '/' and the product out of the cache. Only a path that is its own
 * canonical path is drawn as a page and kept; the others are drawn as sent and never kept.
 */
const { renderer: counting, drawn } = countingRenderer()
let t: TestApp
let id: string
beforeAll(async () => {
  t = await createRenderedShop({ renderer: counting })
  id = (await seedProduct(t.database.db, { name: 'Tapete Bordado' })).id
})
afterAll(() => t.close())

const BLANKS = ['%20', '%09', '%0A', '%0D', '%00', '%0B', '%0C', '%C2%A0']

async function page(path: string) {
  const res = await t.app.request(path)
  return { status: res.status, body: await res.text() }
}

describe('an address with an escaped blank names no page of its own', () => {
  it("a product's: 'Produto não encontrado', never the product", async () => {
    for (const blank of BLANKS) {
      const { status, body } = await page(`/product/${id}${blank}`)
      expect(status, blank).toBe(404)
      expect(body, blank).toContain('Produto não encontrado')
      expect(body, blank).not.toContain('Tapete Bordado')
    }
    // An id of blanks alone is the product page's 'not found' too, not the shop's generic one.
    expect(await page('/product/%20')).toMatchObject({ status: 404 })
    expect((await page('/product/%20')).body).toContain('Produto não encontrado')
  })

  it("the store's and a help page's: the shop's 'Página não encontrada'", async () => {
    for (const path of ['/%20%20%20', '/%20', '/duvidas%20', '/duvidas%0A', '/baixar%09']) {
      const { status, body } = await page(path)
      expect(status, path).toBe(404)
      expect(body, path).toContain('Página não encontrada')
    }
  })

  it('220 such requests leave the store and the product in the cache', async () => {
    await page('/')
    await page(`/product/${id}`)
    drawn.length = 0
    for (let i = 0; i < 220; i++) {
      const blank = BLANKS[i % BLANKS.length]!
      await page(
        i % 2 ? `/product/${id}${blank.repeat(1 + (i % 5))}` : `/${blank.repeat(1 + (i % 7))}`,
      )
    }
    expect(drawn).toHaveLength(220)
    drawn.length = 0
    expect((await page('/')).status).toBe(200)
    expect((await page(`/product/${id}`)).body).toContain('Tapete Bordado')
    // Both served from the cache: neither drawn again.
    expect(drawn).toEqual([])
  })
})
