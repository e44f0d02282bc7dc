import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PAGE_DATA_ID, type LcpImage } from '#domain/page-data.ts'
import { serialize } from '#server/catalog-cache/catalog-cache.ts'
import { escapeHtml } from '#domain/html.ts'

const ROOT = '<div id="root"></div>'
const TITLE = /<title>[^<]*<\/title>\s*/
const DESCRIPTION = /<meta name="description"[^>]*>\s*/

/**
 * The built index.html, for the pages the server draws: without the preload of /api/shop, whose
 * answer those pages carry (an unused preload is a console warning in the browser).
 */
export function renderedTemplate(indexHtml: string): string {
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html sem ${ROOT}`)
  return indexHtml.replace(/<link rel="preload" href="\/api\/shop"[^>]*>\s*/, '')
}

/**
 * The built stylesheets written into the page: a phone paints the drawn page as soon as its HTML
 * arrives, instead of after one more round trip for the CSS (style-src allows inline styles; the
 * pages drawn in the browser keep the cached file). A stylesheet that is missing, or that could
 * end the element, stays a link.
 */
export function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const full = path.join(webDir, file)
      if (!existsSync(full)) return link
      const css = readFileSync(full, 'utf8')
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`
    },
  )
}

/**
 * The whole document of a drawn page: its HTML inside #root, its largest picture preloaded from the
 * <head>, and its state in the JSON data block at the end of <body> (never executed, so the CSP
 * keeps script-src 'self'; the renderer escaped every '<' in it). Every text is put in by a
 * function, never as a replacement string, whose '$`', "$'", '$&' and '$$' would be patterns: a
 * search or a description with them copied the document into itself (decision 025; lint refuses it,
 * eslint/replacement-strings.js).
 */
export function pageDocument(
  template: string,
  page: { html: string; state: string; lcpImage?: LcpImage | undefined; head?: string | undefined },
): string {
  const preload = page.lcpImage ? preloadTag(page.lcpImage) : ''
  const block = `<script type="application/json" id="${PAGE_DATA_ID}">${page.state}</script>`
  // The page's own tags take the place of the shop's title and description, ahead of the inline
  // stylesheet: a link preview's reader may look no further than the first kilobytes.
  const head = page.head
    ? template.replace(DESCRIPTION, '').replace(TITLE, () => page.head!)
    : template
  return (preload ? pictureFirst(head, preload) : head)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${block}</body>`)
}

const CHARSET = '<meta charset="UTF-8" />'

/**
 * The largest picture asked for before anything else, and the scripts at low priority: on a phone's
 * slow link they share it with the picture, which then arrives later (the page is drawn: its
 * script only makes it respond). Measured in docs/performance.md section 1 (decision 036).
 */
function pictureFirst(head: string, preload: string): string {
  const at = head.includes(CHARSET) ? CHARSET : '<head>'
  return head
    .replace(at, () => `${at}${preload}`)
    .replace('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
}

/**
 * The largest picture's preload: with its srcset and sizes when it has them (the browser then picks
 * the same file from them as the <img> will; href alone beside a srcset is fetched twice).
 */
function preloadTag({ href, srcSet, sizes }: LcpImage): string {
  const sources = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
    : ''
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"${sources}>`
}

/** The document of a page that could not be drawn: the error screen, and no state. */
export function errorDocument(template: string, errorScreen: string): string {
  return template.replace(ROOT, () => `<div id="root">${errorScreen}</div>`)
}

/**
 * The JSON data block's text for a page's state, with each product's stock as `stocks` has it;
 * every '<' escaped, so no text in it can end the element.
 */
export function stateJson(state: unknown, stocks: ReadonlyMap<string, number>): string {
  const live = new Set(stocks.keys())
  return serialize(state, live, (id) => stocks.get(id)!).replace(/</g, '\\u003c')
}

/** Stock lines a number can be swapped in without drawing the page again ('N em estoque'). */
export const restockable = (before: number | undefined, after: number) =>
  before !== undefined && before >= 2 && after >= 2

/** The page's HTML with product `id`'s stock line saying `stock` (its `data-stock` paragraph). */
export function withStock(html: string, id: string, stock: number): string {
  const line = new RegExp(`(<p[^>]*\\sdata-stock="${id}"[^>]*>)\\d+( em estoque</p>)`, 'g')
  return html.replace(line, (_, open: string, close: string) => `${open}${stock}${close}`)
}
