import type { Context } from 'hono'
import type { PageRenderer } from '#domain/page-data.ts'
import { toCachedJson, type CachedJson } from '#server/catalog-cache/catalog-cache.ts'
import { cachedBody } from '#server/catalog-cache/cached-json.ts'
import type { TaggedAnswer } from './api-answers.ts'
import { HtmlCache, type CachedPage } from './html-cache.ts'
import { errorDocument, pageDocument, renderedTemplate } from './page-document.ts'

const HTML = 'text/html; charset=UTF-8'

interface DrawnPage {
  status: 200 | 404
  html: CachedJson
  sources: CachedPage['sources']
}

/**
 * Serves the public pages drawn on the server (decision 022): from the HTML cache while the
 * answers a page was drawn from are unchanged, else drawn again (once, however many ask at the same
 * time). A page that cannot be drawn is a 500 with the error screen, never a stack.
 */
export function renderedPages(deps: {
  renderer: PageRenderer
  indexHtml: string
  answer(url: string): Promise<TaggedAnswer>
}) {
  const { renderer, answer } = deps
  const template = renderedTemplate(deps.indexHtml)
  const cache = new HtmlCache()
  const drawing = new Map<string, Promise<DrawnPage>>()

  async function current(page: CachedPage): Promise<boolean> {
    const tags = await Promise.all(page.sources.map(async ({ url }) => (await answer(url)).tag))
    return tags.every((tag, i) => tag === page.sources[i]!.tag)
  }

  async function draw(path: string): Promise<DrawnPage> {
    const sources: { url: string; tag: string }[] = []
    const page = await renderer.render(path, async (url) => {
      const answered = await answer(url)
      sources.push({ url, tag: answered.tag })
      return answered
    })
    const drawn: DrawnPage = {
      status: page.status === 404 ? 404 : 200,
      html: toCachedJson(pageDocument(template, page)),
      sources,
    }
    // Only the pages that exist: made-up addresses cannot push them out.
    if (drawn.status === 200) cache.set(path, drawn)
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

  return {
    /** The page at the request's path, or undefined when it is drawn in the browser. */
    async serve(c: Context): Promise<Response | undefined> {
      const path = c.req.path
      try {
        // A cached path is a drawn one: the route table is not even asked.
        const cached = cache.get(path)
        if (cached && (await current(cached))) return cachedBody(c, cached.html, HTML)
        if (!cached && !renderer.isRendered(path)) return undefined
        const drawn = await drawOnce(path)
        return cachedBody(c, drawn.html, HTML, drawn.status)
      } catch (error) {
        console.error(`[páginas] ${path} não pôde ser desenhada:`, error)
        const page = toCachedJson(errorDocument(template, renderer.errorScreen()))
        return cachedBody(c, page, HTML, 500)
      }
    },
  }
}
