import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { htmlWithPageData, type PageData } from './page-data.ts'

const NOT_BUILT = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Vitrine</title>
<p>O aplicativo web ainda não foi compilado. Rode <code>npm start</code> (que compila) ou use
<code>npm run dev</code> e abra o endereço do Vite.</p></html>`

/**
 * Serves the built web app: hashed assets cached for a year, other public files for a day, and
 * index.html (never cached) for every other path, where the client router takes over. The store
 * and product pages get their first screen's data inside that HTML (`pageData`).
 */
export function webAppRoutes(
  webDir: string,
  pageData?: (path: string) => Promise<PageData | null>,
) {
  const app = new Hono()
  const indexPath = join(webDir, 'index.html')
  if (!existsSync(indexPath)) {
    return app.get('*', (c) => c.html(NOT_BUILT, 404))
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
  async function pageWithData(c: Context) {
    // Without its data the page still works: the browser asks the API, as on any other page.
    const data = await pageData?.(c.req.path).catch((error: unknown) => {
      console.error('[web] dados da primeira tela indisponíveis:', error)
      return null
    })
    c.header('Cache-Control', 'no-cache')
    return c.html(data ? htmlWithPageData(indexHtml, data) : indexHtml)
  }
  return app
    .use('/assets/*', async (c, next) => {
      await next()
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    .use('*', async (c, next) => {
      await next()
      if (!c.res.ok || c.res.headers.has('Cache-Control')) return
      // index.html names the current hashed assets, so it is always revalidated.
      const html = c.res.headers.get('Content-Type')?.startsWith('text/html')
      c.header('Cache-Control', html ? 'no-cache' : 'public, max-age=86400')
    })
    .get('/', compress(), pageWithData)
    .get('/product/:id', compress(), pageWithData)
    .use('*', serveStatic({ root: webDir, precompressed: true }))
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.html(indexHtml)
    })
}
