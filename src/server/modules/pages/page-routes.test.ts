import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PAGE_DATA_ID } from '#domain/page-data.ts'
import { downloads } from '#server/db/schema/content.ts'
import { insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { HELP_PAGE_INPUT } from '#server/testing/help-page-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createRenderedShop, TEST_INDEX } from '#server/testing/rendered-shop.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import { captureLogs } from '#server/testing/log-capture.ts'

let t: TestApp
beforeAll(async () => {
  t = await createRenderedShop()
})
afterAll(() => t.close())

/** The page's JSON data block, parsed as the browser parses it. */
function dataBlock(html: string): { queries: { queries: { queryKey: unknown[] }[] } } {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
  ).exec(html)
  if (!match?.[1]) throw new Error('no data block')
  return JSON.parse(match[1]) as { queries: { queries: { queryKey: unknown[] }[] } }
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers })
  return { res, html: await res.text() }
}

/** A product's stock (its one variant's) set as the books would, both rows in one statement. */
const setStock = (id: string, stock: number) =>
  t.database.db.execute(
    sql`with variant as (update product_variants set stock = ${stock} where id = ${id})
      update products set stock = ${stock} where id = ${id}`,
  )

describe('the public pages drawn on the server', () => {
  it('/ carries the first screen: names, prices, stock lines and pictures, and its state', async () => {
    const product = await seedProduct(t.database.db, {
      name: 'Tapete Bordado',
      priceCents: 123450,
      stock: 2,
    })
    const { res, html } = await get('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(html).toContain('Acessórios feitos à mão para o seu carro')
    expect(html).toContain('Tapete Bordado')
    expect(html).toContain('R$\u00a01.234,50')
    expect(html).toContain('2 em estoque')
    expect(html).toContain(`src="${product.image}"`)
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${product.image}">`,
    )
    // The shop's name and the catalog travel in the block; /api/shop is no longer preloaded.
    const keys = dataBlock(html).queries.queries.map((query) => query.queryKey[0])
    expect(keys).toEqual(expect.arrayContaining(['shop', 'products']))
    expect(html).not.toContain('href="/api/shop"')
    expect(html).toContain('href="/api/auth/session"')
    // No inline script the CSP would have to allow: only the module file and the JSON block.
    const scripts = html.match(/<script[^>]*>/g) ?? []
    expect(scripts).toEqual([
      // At low priority: on a phone's slow link the picture goes first (decision 036).
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-teste.js">',
      `<script type="application/json" id="${PAGE_DATA_ID}">`,
    ])
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('/product/:id draws the product; the session is not drawn (the same HTML for everyone)', async () => {
    const product = await seedProduct(t.database.db, { name: 'Capa de Volante', stock: 1 })
    const { res, html } = await get(`/product/${product.id}`, { cookie: 'sid=qualquer' })
    expect(res.status).toBe(200)
    expect(html).toContain('<h1 class="text-3xl font-bold">Capa de Volante</h1>')
    expect(html).toContain('Última unidade em estoque')
    expect(html).toContain('Entrar')
    expect(html).not.toContain('Sair')
  })

  it.each([
    [
      'an unknown product',
      '/product/7d3b6c1e-0000-4000-8000-000000000000',
      'Produto não encontrado',
    ],
    ['a malformed product id', '/product/nem-um-id', 'Produto não encontrado'],
    ['an unknown help page', '/pagina-que-nao-existe', 'Página não encontrada'],
    ['an address that cannot be a page', '/a/b/c', 'Página não encontrada'],
    ['a slug of another shape', '/Foo_Bar', 'Página não encontrada'],
  ])('%s answers 404 with "%s" in the HTML', async (_, path, text) => {
    const { res, html } = await get(path)
    expect(res.status).toBe(404)
    expect(html).toContain(text)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it('/duvidas, a help page and /baixar carry their content', async () => {
    await insertHelpPage(t.database.db, HELP_PAGE_INPUT, new Date('2026-03-01T12:00:00Z'))
    await t.database.db.insert(downloads).values({
      title: 'Manual da Central',
      url: 'https://arquivos.exemplo.com/manual.pdf',
      displayOrder: 1,
    })
    await vi.waitFor(async () => {
      expect((await get('/duvidas')).html).toContain(HELP_PAGE_INPUT.title)
      expect((await get('/baixar')).html).toContain('Manual da Central')
    })
    const { res, html } = await get(`/${HELP_PAGE_INPUT.slug}`)
    expect(res.status).toBe(200)
    expect(html).toContain(HELP_PAGE_INPUT.title)
    for (const { question } of HELP_PAGE_INPUT.questions) expect(html).toContain(question)
  })

  it('pages drawn in the browser only (cart, login, admin) get the plain index.html', async () => {
    for (const path of ['/cart', '/checkout', '/login', '/orders', '/admin']) {
      const { res, html } = await get(path)
      expect(res.status).toBe(200)
      expect(html).toBe(TEST_INDEX)
    }
  })

  it('serves a drawn page again from its cache (304 on revalidation) until its stock changes', async () => {
    const product = await seedProduct(t.database.db, { name: 'Chaveiro de Couro', stock: 5 })
    const path = `/product/${product.id}`
    const first = await get(path)
    expect(first.html).toContain('5 em estoque')
    const etag = first.res.headers.get('etag') ?? ''
    const again = await t.app.request(path, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)

    // A sale, as the checkout writes it: the number is put in, in the line and in the data block.
    await setStock(product.id, 4)
    await vi.waitFor(async () => expect((await get(path)).html).toContain('4 em estoque'))
    const restocked = await get(path)
    expect(restocked.res.headers.get('etag')).not.toBe(etag)
    expect(restocked.html).not.toContain('5 em estoque')
    expect(JSON.stringify(dataBlock(restocked.html))).toContain('"stock":4')
    expect(JSON.stringify(dataBlock(restocked.html))).not.toContain('"stock":5')

    // The last unit changes what the page shows: it is drawn again.
    await setStock(product.id, 1)
    await vi.waitFor(async () =>
      expect((await get(path)).html).toContain('Última unidade em estoque'),
    )
    await setStock(product.id, 0)
    await vi.waitFor(async () => expect((await get(path)).html).toContain('Fora de estoque'))
    const soldOut = (await get(path)).html
    expect(soldOut).toContain('Avise por WhatsApp')
    expect(soldOut).not.toContain('Adicionar ao Carrinho')
  })

  it("puts the current stock in the store's cached HTML, for every card that shows it", async () => {
    const product = await seedProduct(t.database.db, { name: 'Manopla Trançada', stock: 30 })
    await vi.waitFor(async () => expect((await get('/')).html).toContain('Manopla Trançada'))
    await setStock(product.id, 29)
    await vi.waitFor(async () =>
      expect((await get('/')).html).toMatch(
        new RegExp(`data-stock="${product.id}"[^>]*>29 em estoque<`),
      ),
    )
  })

  it('compresses the page for a browser that accepts it', async () => {
    const res = await t.app.request('/', { headers: { 'accept-encoding': 'gzip, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
  })
})

describe('two instances on one database', () => {
  it("each one's drawn page follows a sale made through the other", async () => {
    const other = await createRenderedShop({ database: t.database })
    try {
      const product = await seedProduct(t.database.db, { name: 'Capa de Banco', stock: 9 })
      const path = `/product/${product.id}`
      for (const shop of [t, other]) {
        expect(await (await shop.app.request(path)).text()).toContain('9 em estoque')
      }
      // The sale's stock write, as another instance's checkout commits it.
      await setStock(product.id, 7)
      for (const shop of [t, other]) {
        await vi.waitFor(async () =>
          expect(await (await shop.app.request(path)).text()).toContain('7 em estoque'),
        )
      }
    } finally {
      await other.close()
    }
  })
})

describe('a page that cannot be drawn', () => {
  it('answers 500 with the error screen, never a stack', async () => {
    const broken = await createRenderedShop()
    await broken.database.close()
    const logs = captureLogs()
    try {
      const res = await broken.app.request('/duvidas')
      expect(res.status).toBe(500)
      const html = await res.text()
      expect(html).toContain('Oops! Algo deu errado')
      expect(html).not.toMatch(/at .*\.ts:\d+|Error:|SELECT/)
      expect(html).not.toContain(PAGE_DATA_ID)
      // The code the customer can quote is the request's, which the log's lines carry.
      const code = res.headers.get('X-Request-Id')
      expect(html).toContain(`Código do erro: ${code}`)
      expect(logs.lines()).toContainEqual(
        expect.objectContaining({
          level: 'error',
          reqId: code,
          msg: '[páginas] /duvidas não pôde ser desenhada',
        }),
      )
    } finally {
      logs.restore()
      await broken.close().catch(() => {})
    }
  })
})
