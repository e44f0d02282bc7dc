import { POLICY_KINDS, policyPath } from './policies.ts'
import { absoluteUrl } from './site-url.ts'
// /sitemap.xml and /robots.txt (decision 023): what search engines are told to read and to leave alone.

/** sitemaps.org: at most 50,000 URLs (and 50 MB) in one sitemap file. */
export const MAX_SITE_MAP_URLS = 50_000

/** The pages of an account, a purchase or the panel: nothing a search engine should list. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/checkout',
  '/cart',
  '/profile',
  '/orders',
  '/login',
  '/register',
  '/reset-password',
  '/access-link',
  '/invitation',
] as const

/** What the sitemap is made from, as read from the database. */
export interface SiteMapSources {
  /** The catalog's products (none made for one client), newest first. */
  products: readonly { id: string; lastmod: Date }[]
  helpPages: readonly { slug: string; lastmod: Date }[]
  /** The newest download's change; null when there is none. */
  downloadsLastmod: Date | null
}

export interface SiteMapUrl {
  /** From the shop's root: '/', '/product/{id}'. */
  path: string
  /** Omitted when nothing dates the page (an empty set). */
  lastmod?: Date
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!)
}

function newest(dates: readonly Date[]): Date | undefined {
  let found: Date | undefined
  for (const date of dates) if (!found || date > found) found = date
  return found
}

const dated = (path: string, lastmod: Date | null | undefined): SiteMapUrl =>
  lastmod ? { path, lastmod } : { path }

/**
 * Every public page worth listing: the store (dated by its newest product), each product, the help
 * centre (by its newest page), each help page, the downloads (by the newest one) and the three
 * policies (decision 038; their current versions: a past one is not indexed). Products are cut, the
 * oldest first, so the whole list stays within one file's MAX_SITE_MAP_URLS.
 */
export function siteMapUrls(sources: SiteMapSources): SiteMapUrl[] {
  const fixed = 3 + POLICY_KINDS.length + sources.helpPages.length
  const products = sources.products.slice(0, Math.max(0, MAX_SITE_MAP_URLS - fixed))
  return [
    dated('/', newest(sources.products.map((p) => p.lastmod))),
    ...products.map((p) => dated(`/product/${encodeURIComponent(p.id)}`, p.lastmod)),
    dated('/duvidas', newest(sources.helpPages.map((h) => h.lastmod))),
    ...sources.helpPages.map((h) => dated(`/${encodeURIComponent(h.slug)}`, h.lastmod)),
    dated('/baixar', sources.downloadsLastmod),
    ...POLICY_KINDS.map((kind) => ({ path: policyPath(kind) })),
  ]
}

/** A sitemaps.org urlset: each page's absolute address and, when known, its W3C datetime. */
export function siteMapXml(publicUrl: string, urls: readonly SiteMapUrl[]): string {
  const entries = urls.map((url) => {
    const loc = `<loc>${escapeXml(absoluteUrl(publicUrl, url.path))}</loc>`
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod.toISOString())}</lastmod>` : ''
    return `  <url>${loc}${lastmod}</url>\n`
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</urlset>\n'
  )
}

/** Everything open but the account, purchase and panel pages, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
