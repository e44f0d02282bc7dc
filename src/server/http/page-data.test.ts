import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_DATA_ID } from '#domain/page-data.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { htmlWithPageData } from './page-data.ts'

const INDEX = '<!doctype html><html><head><title>Vitrine</title></head><body></body></html>'

/** The JSON block of a page, parsed as the browser's API client parses it. */
function embedded(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
  ).exec(html)
  if (!match?.[1]) throw new Error('no data block')
  return JSON.parse(match[1]) as Record<string, unknown>
}

describe('htmlWithPageData', () => {
  it('puts the answers and the image preload before </head>, and no text can close the block', () => {
    const html = htmlWithPageData(INDEX, {
      responses: { '/api/products': JSON.stringify({ name: 'Tapete </script><script>alert(1)' }) },
      images: ['/demo/tapete.jpg?a=1&b="2"'],
    })
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/demo/tapete.jpg?a=1&amp;b=&quot;2&quot;">',
    )
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(embedded(html)).toEqual({
      '/api/products': { name: 'Tapete </script><script>alert(1)' },
    })
    expect(html.indexOf(PAGE_DATA_ID)).toBeLessThan(html.indexOf('</head>'))
  })
})

describe('the store and product pages carry their first screen', () => {
  let t: TestApp
  let webDir: string
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-web-'))
    await writeFile(path.join(webDir, 'index.html'), INDEX)
    t = await createTestApp({ WEB_DIR: webDir })
  })
  afterAll(async () => {
    await t.close()
    await rm(webDir, { recursive: true, force: true })
  })

  it('/ holds the same first page /api/products answers, and preloads its first image', async () => {
    const product = await seedProduct(t.database.db, { name: 'Tapete Bordado', stock: 2 })
    const page = await t.app.request('/')
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const html = await page.text()
    const api = await (await t.app.request('/api/products')).json()
    expect(embedded(html)).toEqual({ '/api/products': api })
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${product.image}">`,
    )
    // Still no inline script the CSP would have to allow.
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('/product/:id holds that product; an unknown one gets the plain page', async () => {
    const product = await seedProduct(t.database.db, { name: 'Capa de Volante', stock: 1 })
    const html = await (await t.app.request(`/product/${product.id}`)).text()
    const api = await (await t.app.request(`/api/products/${product.id}`)).json()
    expect(embedded(html)).toEqual({ [`/api/products/${product.id}`]: api })

    const unknown = await t.app.request('/product/7d3b6c1e-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(200)
    expect(await unknown.text()).toBe(INDEX)
    expect(await (await t.app.request('/product/nem-um-id')).text()).toBe(INDEX)
  })

  it('is compressed for browsers that accept it', async () => {
    const page = await t.app.request('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    const html = gunzipSync(Buffer.from(await page.arrayBuffer())).toString()
    expect(html).toContain(PAGE_DATA_ID)
  })
})
