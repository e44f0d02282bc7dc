import { describe, expect, it } from 'vitest'
import {
  escapeXml,
  MAX_SITE_MAP_URLS,
  robotsTxt,
  siteMapUrls,
  siteMapXml,
  type SiteMapSources,
} from './site-map.ts'

const day = (d: number) => new Date(`2026-11-${String(d).padStart(2, '0')}T12:00:00.000Z`)

const empty: SiteMapSources = { products: [], helpPages: [], downloadsLastmod: null }

describe('escapeXml', () => {
  it('escapes the five characters XML reserves, and only them', () => {
    expect(escapeXml(`a&b<c>d"e'f ção`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f ção')
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })
})

const POLICY_PAGES = [
  { path: '/privacidade' },
  { path: '/termos' },
  { path: '/trocas-e-devolucoes' },
]

describe('siteMapUrls', () => {
  it('lists the store, each product, the help centre, each help page, the downloads and the policies', () => {
    const urls = siteMapUrls({
      products: [
        { id: 'p2', lastmod: day(5) },
        { id: 'p1', lastmod: day(3) },
      ],
      helpPages: [
        { slug: 'antiga', lastmod: day(1) },
        { slug: 'nova', lastmod: day(4) },
      ],
      downloadsLastmod: day(2),
    })
    expect(urls).toEqual([
      { path: '/', lastmod: day(5) },
      { path: '/product/p2', lastmod: day(5) },
      { path: '/product/p1', lastmod: day(3) },
      { path: '/duvidas', lastmod: day(4) },
      { path: '/antiga', lastmod: day(1) },
      { path: '/nova', lastmod: day(4) },
      { path: '/baixar', lastmod: day(2) },
      ...POLICY_PAGES,
    ])
  })

  it('dates nothing from an empty set', () => {
    expect(siteMapUrls(empty)).toEqual([
      { path: '/' },
      { path: '/duvidas' },
      { path: '/baixar' },
      ...POLICY_PAGES,
    ])
  })

  it('encodes a path segment that is not a plain id or slug', () => {
    const urls = siteMapUrls({ ...empty, products: [{ id: 'a b/c', lastmod: day(1) }] })
    expect(urls[1]?.path).toBe('/product/a%20b%2Fc')
  })

  it('drops the oldest products so the whole file keeps within 50,000 URLs', () => {
    const products = Array.from({ length: MAX_SITE_MAP_URLS }, (_, i) => ({
      id: `p${i}`,
      lastmod: day(1),
    }))
    const helpPages = [{ slug: 'ajuda', lastmod: day(1) }]
    const urls = siteMapUrls({ products, helpPages, downloadsLastmod: null })
    expect(urls).toHaveLength(MAX_SITE_MAP_URLS)
    const listed = urls.filter((u) => u.path.startsWith('/product/'))
    expect(listed).toHaveLength(MAX_SITE_MAP_URLS - 7)
    expect(listed.at(-1)?.path).toBe(`/product/p${MAX_SITE_MAP_URLS - 8}`)
  })
})

describe('siteMapXml', () => {
  it('writes a sitemaps.org urlset with absolute locs and W3C datetimes', () => {
    const xml = siteMapXml('https://loja.exemplo.com', [
      { path: '/', lastmod: day(5) },
      { path: '/baixar' },
    ])
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://loja.exemplo.com/</loc><lastmod>2026-11-05T12:00:00.000Z</lastmod></url>\n' +
        '  <url><loc>https://loja.exemplo.com/baixar</loc></url>\n' +
        '</urlset>\n',
    )
  })

  it('escapes every value it writes', () => {
    // URL parsing percent-encodes < > and ", but leaves & and ' in a path as they are.
    const xml = siteMapXml('https://loja.exemplo.com', [{ path: `/a'b&c<d>"e` }])
    expect(xml).toContain('<loc>https://loja.exemplo.com/a&apos;b&amp;c%3Cd%3E%22e</loc>')
  })

  it('writes an empty urlset for no URLs', () => {
    expect(siteMapXml('https://loja.exemplo.com', [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '</urlset>\n',
    )
  })
})

describe('robotsTxt', () => {
  it('opens the shop, closes the account, purchase and panel pages, and names the sitemap', () => {
    expect(robotsTxt('https://loja.exemplo.com/')).toBe(
      [
        'User-agent: *',
        'Allow: /',
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
        '',
        'Sitemap: https://loja.exemplo.com/sitemap.xml',
        '',
      ].join('\n'),
    )
  })
})
