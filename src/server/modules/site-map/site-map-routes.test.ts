import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloads, helpPages } from '#server/db/schema/content.ts'
import { products } from '#server/db/schema/catalog.ts'
import { insertHelpPage } from '#server/modules/help-pages/help-page-repository.ts'
import { HELP_PAGE_INPUT } from '#server/testing/help-page-fixtures.ts'
import { seedProduct } from '#server/testing/product-fixtures.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'

const ORIGIN = 'https://loja.exemplo.com.br'

let t: TestApp
beforeAll(async () => {
  // Not the test config's localhost default: the locs must come from PUBLIC_URL.
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` })
})
afterAll(() => t.close())

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute))

interface SiteMapUrl {
  loc: string
  lastmod?: string
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
}
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]!)

/**
 * The urlset's entries, or a throw when the document is not the shape a sitemap has: the XML
 * declaration, one urlset in the sitemaps.org namespace, and only <url> entries of a <loc> and an
 * optional W3C <lastmod>, with no stray markup or unescaped ampersand anywhere.
 */
function parseSiteMap(xml: string): SiteMapUrl[] {
  const document =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">([\s\S]*)<\/urlset>\s*$/.exec(
      xml,
    )
  if (!document) throw new Error(`not a urlset: ${xml.slice(0, 200)}`)
  const entry = /\s*<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/y
  const urls: SiteMapUrl[] = []
  const body = document[1]!
  while (entry.lastIndex < body.trimEnd().length) {
    const start = entry.lastIndex
    const match = entry.exec(body)
    if (!match) throw new Error(`unexpected markup: ${body.slice(start, start + 200)}`)
    const [, loc = '', lastmod] = match
    for (const value of [loc, lastmod ?? '']) {
      if (/&(?!(amp|lt|gt|quot|apos);)|[<>"']/.test(value)) throw new Error(`unescaped: ${value}`)
    }
    if (lastmod !== undefined && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(lastmod)) {
      throw new Error(`not a W3C datetime: ${lastmod}`)
    }
    urls.push({ loc: unescape(loc), ...(lastmod === undefined ? {} : { lastmod }) })
  }
  return urls
}

async function siteMap() {
  const res = await t.app.request('/sitemap.xml')
  const text = await res.text()
  return { res, urls: res.status === 200 ? parseSiteMap(text) : [] }
}

/** The three policies' pages (decision 038), at their current versions, undated. */
const POLICY_LOCS = ['privacidade', 'termos', 'trocas-e-devolucoes'].map((p) => ({
  loc: `${ORIGIN}/${p}`,
}))

describe('GET /sitemap.xml', () => {
  it('lists the store, the help centre, the downloads and the policies, undated, when there is nothing else', async () => {
    const { res, urls } = await siteMap()
    expect(res.status).toBe(200)
    expect(urls).toEqual([
      { loc: `${ORIGIN}/` },
      { loc: `${ORIGIN}/duvidas` },
      { loc: `${ORIGIN}/baixar` },
      ...POLICY_LOCS,
    ])
  })

  it("lists every catalog product and help page, never a client's own project, dated as stored", async () => {
    const db = t.database.db
    const old = await seedProduct(db, { name: 'Antigo', createdAt: at(0), updatedAt: at(30) })
    const fresh = await seedProduct(db, { name: 'Novo', createdAt: at(10), updatedAt: at(20) })
    // The newest change of all, but made for one client: neither listed nor dating the store.
    const project = await seedProduct(db, {
      name: 'Capa do João',
      madeForClient: true,
      isCustomOrder: true,
      createdAt: at(40),
      updatedAt: at(59),
    })
    await insertHelpPage(db, HELP_PAGE_INPUT, at(5))
    await insertHelpPage(db, { ...HELP_PAGE_INPUT, slug: 'segunda-pagina' }, at(7))
    await db.insert(downloads).values([
      { title: 'A', url: 'https://arquivos.exemplo.com/a.pdf', displayOrder: 1, updatedAt: at(3) },
      { title: 'B', url: 'https://arquivos.exemplo.com/b.pdf', displayOrder: 2, updatedAt: at(4) },
    ])

    const { res, urls } = await siteMap()
    expect(res.status).toBe(200)
    const stored = await db.select().from(products)
    const byId = new Map(stored.map((p) => [p.id, p.updatedAt.toISOString()]))
    const pages = await db.select().from(helpPages)
    const bySlug = new Map(pages.map((p) => [p.slug, p.updatedAt.toISOString()]))
    expect(urls).toEqual([
      { loc: `${ORIGIN}/`, lastmod: byId.get(old.id) },
      { loc: `${ORIGIN}/product/${old.id}`, lastmod: byId.get(old.id) },
      { loc: `${ORIGIN}/product/${fresh.id}`, lastmod: byId.get(fresh.id) },
      { loc: `${ORIGIN}/duvidas`, lastmod: bySlug.get('segunda-pagina') },
      { loc: `${ORIGIN}/segunda-pagina`, lastmod: bySlug.get('segunda-pagina') },
      { loc: `${ORIGIN}/${HELP_PAGE_INPUT.slug}`, lastmod: bySlug.get(HELP_PAGE_INPUT.slug) },
      { loc: `${ORIGIN}/baixar`, lastmod: at(4).toISOString() },
      ...POLICY_LOCS,
    ])
    expect(urls[0]?.lastmod).toBe('2026-11-26T12:30:00.000Z')
    expect(urls.map((u) => u.loc).join()).not.toContain(project.id)
  })

  it('answers XML, cacheable for an hour, with the security headers', async () => {
    const { res } = await siteMap()
    expect(res.headers.get('content-type')).toBe('application/xml; charset=UTF-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers HEAD with the headers and no body, and no other method', async () => {
    const head = await t.app.request('/sitemap.xml', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('application/xml; charset=UTF-8')
    expect(await head.text()).toBe('')
    const post = await t.app.request('/sitemap.xml', { method: 'POST' })
    expect(post.status).toBe(404)
  })
})

describe('GET /robots.txt', () => {
  it('closes the account, purchase and panel pages and names the sitemap at PUBLIC_URL', async () => {
    const res = await t.app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    const lines = (await res.text()).split('\n')
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toEqual([
      'Disallow: /admin',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /profile',
      'Disallow: /orders',
      'Disallow: /login',
      'Disallow: /register',
      'Disallow: /reset-password',
      'Disallow: /access-link',
      'Disallow: /invitation',
    ])
    expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual([
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    ])
  })

  it('answers HEAD', async () => {
    const head = await t.app.request('/robots.txt', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('text/plain; charset=UTF-8')
  })
})
