import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { HELP_PAGE_INPUT } from '#server/testing/help-page-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { countingRenderer, createRenderedShop } from '#server/testing/rendered-shop.ts'
import type { TestApp } from '#server/testing/test-app.ts'

const { renderer: counting, drawn } = countingRenderer()

let t: TestApp
let id: string
const SLUG = HELP_PAGE_INPUT.slug
beforeAll(async () => {
  t = await createRenderedShop({ renderer: counting })
  id = (await seedProduct(t.database.db, { name: 'Tapete Bordado' })).id
  await insertHelpPage(t.database.db, HELP_PAGE_INPUT, new Date('2026-03-01T12:00:00Z'))
})
afterAll(() => t.close())

const request = (path: string, method = 'GET') => t.app.request(path, { method })

async function expectRedirect(path: string, location: string) {
  const res = await request(path)
  expect(res.status, path).toBe(301)
  expect(res.headers.get('location'), path).toBe(location)
  expect(await res.text()).toBe('')
}

describe('one address per page: other spellings are a 301 to it (issue 34)', () => {
  it('sends every other spelling of a drawn page to its canonical path, without drawing it', async () => {
    drawn.length = 0
    const ID = id.toUpperCase()
    await expectRedirect(`/PRODUCT/${ID}`, `/product/${id}`)
    await expectRedirect(`/product/${ID}`, `/product/${id}`)
    await expectRedirect(`/product/${id}/`, `/product/${id}`)
    await expectRedirect(`/Product/${id}//`, `/product/${id}`)
    await expectRedirect('/DUVIDAS', '/duvidas')
    await expectRedirect('/duvidas/', '/duvidas')
    await expectRedirect('/Baixar', '/baixar')
    await expectRedirect(`/${SLUG.toUpperCase()}/`, `/${SLUG}`)
    await expectRedirect('//', '/')
    expect(drawn).toEqual([])
  })

  it('keeps the query as sent, and answers HEAD the same; the 301 is cached an hour', async () => {
    await expectRedirect(
      '/Baixar?utm_source=whatsapp&utm_medium=x',
      '/baixar?utm_source=whatsapp&utm_medium=x',
    )
    const res = await request(`/product/${id}/?utm_campaign=natal%20%C3%A9`, 'HEAD')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(`/product/${id}?utm_campaign=natal%20%C3%A9`)
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('sends the pages drawn in the browser to theirs too; a reset link keeps its token', async () => {
    await expectRedirect('/Cart/', '/cart')
    await expectRedirect('/reset-password/?token=AbC-123_x', '/reset-password?token=AbC-123_x')
    await expectRedirect(`/admin/pedidos/${id.toUpperCase()}/`, `/admin/pedidos/${id}`)
    await expectRedirect('/admin/pedidos/Imprimir?ids=a,b', '/admin/pedidos/imprimir?ids=a,b')
    // The canonical spellings are served as before (the app's index.html).
    for (const path of ['/cart', '/reset-password?token=AbC', `/admin/pedidos/${id}`]) {
      expect((await request(path)).status, path).toBe(200)
    }
  })

  it('answers a 404, never a redirect, for an empty segment, a backslash or no page', async () => {
    for (const path of [
      '//evil.example/',
      '//evil.example',
      '///evil.example/x',
      '/\\evil.example',
      '/%5Cevil.example',
      '/product//x',
      `/product/${id}/x`,
      '/%2F%2Fevil.example',
    ]) {
      const res = await request(path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('location'), path).toBeNull()
    }
  })

  it('answers any spelling with a page, a 404 or one 301 to a same-origin page', async () => {
    const word = fc.constantFrom('product', 'duvidas', 'baixar', 'cart', 'admin', 'pedidos', SLUG)
    const part = fc.oneof(word, fc.constant(id), fc.constantFrom('', '\\', 'evil.example', '.'))
    const spelled = fc
      .tuple(fc.array(part, { maxLength: 4 }), fc.array(fc.boolean(), { maxLength: 80 }))
      .map(([parts, upper]) =>
        [...`/${parts.join('/')}`].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''),
      )
    await fc.assert(
      fc.asyncProperty(spelled, fc.constantFrom('', '?utm_source=x'), async (path, query) => {
        const res = await request(path + query)
        expect([200, 301, 404], path).toContain(res.status)
        if (res.status !== 301) return
        const location = res.headers.get('location')!
        expect(location, path).toMatch(/^\/(?![/\\])/)
        expect(location.endsWith(query), path).toBe(true)
        // Built right the first time: the canonical address is not sent anywhere else.
        expect([200, 404], location).toContain((await request(location)).status)
      }),
      { numRuns: 100 },
    )
  })

  it('after 500 other spellings, / and a product page are still served from the HTML cache', async () => {
    const canonical = [`/product/${id}`, '/', '/duvidas', '/baixar', `/${SLUG}`]
    for (const path of canonical) expect((await request(path)).status, path).toBe(200)
    drawn.length = 0
    const variants = spellings(canonical, 500)
    for (const path of variants) {
      const res = await request(path)
      expect(res.status, path).toBe(301)
      expect(canonical).toContain(res.headers.get('location'))
    }
    for (const path of canonical) expect((await request(path)).status, path).toBe(200)
    // Not one variant was drawn, and the real pages were not drawn again: they were still cached.
    expect(drawn).toEqual([])
  })
})

/** `count` distinct other spellings of `paths`: letters' case flipped at random, slashes added. */
function spellings(paths: string[], count: number): string[] {
  let seed = 34
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const found = new Set<string>()
  while (found.size < count) {
    const path = paths[Math.floor(random() * paths.length)]!
    const cased = [...path].map((ch) => (random() < 0.5 ? ch.toUpperCase() : ch)).join('')
    const variant = cased + ['', '/', '//'][Math.floor(random() * 3)]!
    if (!paths.includes(variant) && variant !== '//' && variant !== '///') found.add(variant)
  }
  return [...found]
}
