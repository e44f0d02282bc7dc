import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { countingRenderer, createRenderedShop } from '#server/testing/rendered-shop.ts'
import type { TestApp } from '#server/testing/test-app.ts'

const { renderer: counting, drawn } = countingRenderer()

let t: TestApp
beforeAll(async () => {
  t = await createRenderedShop({ renderer: counting })
  const seed = (name: string, category: string, priceCents: number) =>
    seedProduct(t.database.db, { name, category, priceCents, stock: 5 })
  await seed('Tapete Caro', 'Tapetes', 30000)
  await seed('Tapete Barato', 'Tapetes', 9000)
  await seed('Capa de Tapete', 'Capas', 5000)
  await seed('Chaveiro', 'Chaveiros', 2000)
})
afterAll(() => t.close())

async function page(path: string) {
  const res = await t.app.request(path)
  return { status: res.status, html: await res.text(), etag: res.headers.get('etag') }
}

/** The products' names in the order the grid shows them. */
const cards = (html: string) =>
  [...html.matchAll(/<h2 id="[^"]*" class="text-base[^"]*">([^<]*)<\/h2>/g)].map((m) => m[1])

describe('the store drawn for its address: search, category and order', () => {
  it('draws the grid the address asks for, with the form and chips showing it', async () => {
    const { status, html } = await page('/?q=tapete&categoria=Tapetes&ordem=menor-preco')
    expect(status).toBe(200)
    expect(cards(html)).toEqual(['Tapete Barato', 'Tapete Caro'])
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"[^>]*value="tapete"/)
    expect(html).toMatch(/<option (?=[^>]*value="menor-preco")[^>]*\bselected\b[^>]*>/)
    expect(html).toMatch(
      /<a aria-current="page"[^>]*href="\/\?q=tapete&amp;categoria=Tapetes&amp;ordem=menor-preco"[^>]*>Tapetes<\/a>/,
    )
    expect((await page('/?ordem=maior-preco')).html).toMatch(
      /Tapete Caro.*Tapete Barato.*Capa de Tapete.*Chaveiro/s,
    )
  })

  it('shows "Nenhum produto encontrado" with the way back, as a 200', async () => {
    const { status, html } = await page('/?q=inexistente')
    expect(status).toBe(200)
    expect(html).toContain('Nenhum produto encontrado')
    expect(html).toContain('Ver todos os produtos')
    expect(cards(html)).toEqual([])
  })

  it('an unknown category or order, or other parameters, is the whole store', async () => {
    const whole = await page('/')
    for (const path of [
      '/?categoria=Inexistente',
      '/?ordem=barato',
      '/?utm_source=whatsapp&fbclid=x',
    ]) {
      const other = await page(path)
      expect(other.status).toBe(200)
      expect(cards(other.html)).toEqual(cards(whole.html))
    }
    // Parameters the store does not read are the same page, from the same cache entry.
    expect((await page('/?utm_source=whatsapp')).etag).toBe(whole.etag)
  })

  it('cuts a search longer than the API takes, and writes a script in it as text', async () => {
    const long = await page(`/?q=${'tapete'.repeat(60)}`)
    expect(long.status).toBe(200)
    expect(long.html).toContain(`value="${'tapete'.repeat(60).slice(0, 200)}"`)
    // A NUL no database text can hold (fast-check found it as a 500).
    const nul = await page('/?q=%00%00&categoria=%00')
    expect(nul.status).toBe(200)
    expect(cards(nul.html)).toEqual(cards((await page('/')).html))
    const hostile = await page('/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(hostile.status).toBe(200)
    expect(hostile.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(hostile.html).not.toContain('<script>alert(1)')
  })

  it('keeps a category page drawn once; searches and unknown categories are drawn each time', async () => {
    drawn.length = 0
    for (let i = 0; i < 3; i++) {
      await page('/?categoria=Capas&ordem=maior-preco')
      await page('/?ordem=maior-preco&categoria=Capas&utm_medium=social')
      await page('/?q=chaveiro')
      await page('/?categoria=Nao-Existe')
    }
    expect(drawn.filter((path) => path === '/?categoria=Capas&ordem=maior-preco')).toHaveLength(1)
    expect(drawn.filter((path) => path === '/?q=chaveiro')).toHaveLength(3)
    expect(drawn.filter((path) => path === '/?categoria=Nao-Existe')).toHaveLength(3)
  })
})
