import type { Context } from 'hono'
import { headTags } from '#domain/head-tags.ts'
import { isPolicyKind } from '#domain/policies.ts'
import type { PageRenderer } from '#domain/page-data.ts'
import { headMeta, type PageHead, type Site } from '#domain/page-head.ts'
import { parseStoreSearch, storeHref } from '#domain/store-search.ts'
import { toCachedJson } from '#server/catalog-cache/catalog-cache.ts'
import { cachedBody } from '#server/catalog-cache/cached-json.ts'
import type { TaggedAnswer } from './api-answers.ts'
import { HtmlCache, type DrawnPage } from './html-cache.ts'
import { keptCategoryAddress } from './store-category.ts'
import { isVariantKey, variantPageKey } from './variant-page-key.ts'
import {
  errorDocument,
  pageDocument,
  renderedTemplate,
  restockable,
  stateJson,
  withStock,
} from './page-document.ts'
import { logSafe } from '#server/logging/log-safe.ts'
import { currentRequestId, logger } from '#server/logging/logger.ts'

const HTML = 'text/html; charset=UTF-8'
/** How many variant pages are kept, apart from the 200 other pages. */
const VARIANT_PAGES = 50

/** Every product's stock in the answers a page was drawn from. */
function stocksOf(answers: readonly TaggedAnswer[]): Map<string, number> {
  const stocks = new Map<string, number>()
  for (const answer of answers) for (const [id, stock] of answer.stocks) stocks.set(id, stock)
  return stocks
}

/**
 * The address a page is drawn and cached for: its path, and for the store its search as the store
 * reads it (`q`, `categoria`, `ordem`, defaults left out): '/?utm_source=whatsapp' is '/'.
 */
export function pageKey(path: string, url: string): string {
  if (path === '/') return storeHref(parseStoreSearch(new URL(url).searchParams))
  // A policy's past version (decision 038): '/termos?versao=3'. One that does not exist is a 404,
  // never kept, so made-up versions cannot fill the cache.
  if (isPolicyKind(path.slice(1))) {
    const version = new URL(url).searchParams.get('versao')
    if (version !== null) return `${path}?versao=${encodeURIComponent(version)}`
  }
  return path
}

/**
 * A 301 to the page's canonical path (built by the route table, never from the request's path, so
 * it starts with exactly one '/'), with the request's query as sent: 'utm_*' and a reset link's
 * token survive. Cached an hour, like any 301 a browser keeps: the route table seldom changes.
 */
function toCanonical(c: Context, canonical: string): Response {
  c.header('Cache-Control', 'public, max-age=3600')
  return c.redirect(canonical + new URL(c.req.url).search, 301)
}

/**
 * Whether a drawn page may be kept: every page but a store search (any text can be searched for,
 * and made-up searches must not push real pages out) and a store whose category the catalog does
 * not have (it shows the whole store, drawn again each time).
 */
function keepable(key: string, head: PageHead | undefined): boolean {
  if (!key.startsWith('/?')) return true
  const asked = parseStoreSearch(new URLSearchParams(key.slice(2)))
  return head?.kind === 'store' && !asked.q && head.category === asked.category
}

/**
 * Serves the public pages drawn on the server (decision 022): from the HTML cache while the
 * answers a page was drawn from hold the same things, with the current stock put in at serving
 * time (a stock line's number and the data block; the page is drawn again only when a product
 * reaches its last unit or runs out, which changes what the page shows). A page is drawn once
 * however many ask for it at the same time; one that cannot be drawn is a 500 with the error
 * screen, never a stack.
 */
export function renderedPages(deps: {
  renderer: PageRenderer
  indexHtml: string
  /** The shop's name and image now, and PUBLIC_URL, for the head's tags (read at each drawing). */
  site(): Site
  answer(url: string): Promise<TaggedAnswer>
}) {
  const { renderer, answer } = deps
  const template = renderedTemplate(deps.indexHtml)
  const pages = new HtmlCache()
  // A product's variant pages (decision 053) in a small cache of their own: a product's 100
  // variants cannot push the store's pages out.
  const variantPages = new HtmlCache(VARIANT_PAGES, 4 * 1024 * 1024)
  const cacheOf = (key: string) => (isVariantKey(key) ? variantPages : pages)
  const drawing = new Map<string, Promise<DrawnPage>>()

  function finish(page: Omit<DrawnPage, 'document'>): DrawnPage {
    const state = stateJson(page.state, page.stocks)
    return { ...page, document: toCachedJson(pageDocument(template, { ...page, state })) }
  }

  async function draw(key: string, { keep = true } = {}): Promise<DrawnPage> {
    const sources: { url: string; base: string }[] = []
    const answers: TaggedAnswer[] = []
    const page = await renderer.render(key, async (url) => {
      const answered = await answer(url)
      sources.push({ url, base: answered.base })
      answers.push(answered)
      return answered
    })
    const drawn = finish({
      status: page.status === 404 ? 404 : 200,
      html: page.html,
      state: page.state,
      lcpImage: page.lcpImage,
      head: page.head && headTags(headMeta(page.head, deps.site())),
      sources,
      stocks: stocksOf(answers),
    })
    // Only the pages that exist: made-up addresses cannot push them out.
    if (keep && drawn.status === 200 && keepable(key, page.head)) cacheOf(key).set(key, drawn)
    return drawn
  }

  function drawOnce(path: string): Promise<DrawnPage> {
    let pending = drawing.get(path)
    if (!pending) {
      pending = draw(path).finally(() => drawing.delete(path))
      drawing.set(path, pending)
    }
    return pending
  }

  /** The cached page as it stands now, or undefined when it must be drawn again. */
  async function current(path: string, page: DrawnPage): Promise<DrawnPage | undefined> {
    const answers = await Promise.all(page.sources.map(({ url }) => answer(url)))
    if (answers.some((answered, i) => answered.base !== page.sources[i]!.base)) return undefined
    const stocks = stocksOf(answers)
    const changed = [...stocks].filter(([id, stock]) => page.stocks.get(id) !== stock)
    if (changed.length === 0) return page
    if (!changed.every(([id, stock]) => restockable(page.stocks.get(id), stock))) return undefined
    let html = page.html
    for (const [id, stock] of changed) html = withStock(html, id, stock)
    const restocked = finish({ ...page, html, stocks })
    cacheOf(path).set(path, restocked)
    return restocked
  }

  return {
    /** The page at the request's path, or undefined when it is drawn in the browser. */
    async serve(c: Context): Promise<Response | undefined> {
      const path = c.req.path
      try {
        const key = (await variantPageKey(path, c.req.url, answer)) ?? pageKey(path, c.req.url)
        // A cached path is a drawn one: the route table is not even asked.
        const cached = cacheOf(key).get(key)
        const page = cached && (await current(key, cached))
        if (page) return cachedBody(c, page.document, HTML)
        if (!cached) {
          // Another spelling of a page ('/PRODUCT/ID', '/duvidas/') costs no drawing and no cache
          // entry: only canonical paths are drawn and kept, so a cached path needs no check.
          const canonical = renderer.canonicalPath(path)
          if (canonical !== undefined && canonical !== path) return toCanonical(c, canonical)
          if (!renderer.isRendered(path)) return undefined
          // No page of its own ('/product/<id>%20', '/duvidas%0A', an unknown address): drawn as
          // sent, escapes kept, never kept. Decoded, the router's URL parser dropped the blank and
          // drew the product, cached once per spelling (decision 041).
          if (canonical === undefined) {
            const drawn = await draw(new URL(c.req.url).pathname, { keep: false })
            return cachedBody(c, drawn.document, HTML, drawn.status)
          }
          const kept = path === '/' ? await keptCategoryAddress(c.req.url, answer) : undefined
          // Not kept by the browser: the kept spelling changes when its products go.
          if (kept) {
            c.header('Cache-Control', 'no-store')
            return c.redirect(kept, 301)
          }
        }
        const drawn = await drawOnce(key)
        return cachedBody(c, drawn.document, HTML, drawn.status)
      } catch (error) {
        logger.error({ err: error }, `[páginas] ${logSafe(path)} não pôde ser desenhada`)
        const screen = renderer.errorScreen(currentRequestId())
        const page = toCachedJson(errorDocument(template, screen))
        return cachedBody(c, page, HTML, 500)
      }
    },
  }
}
