import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { logger } from '#server/logging/logger.ts'

const NOT_BUILT = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Vitrine</title>
<p>O aplicativo web ainda não foi compilado. Rode <code>npm start</code> (que compila) ou use
<code>npm run dev</code> e abra o endereço do Vite.</p></html>`

/** The public pages drawn on the server (src/server/modules/pages/page-routes.ts). */
export interface PageServer {
  /** The drawn page at the request's path; undefined for a page drawn in the browser. */
  serve(c: Context): Promise<Response | undefined>
}

/**
 * Serves the built web app: hashed assets cached for a year, other public files for a day, the
 * public pages drawn on the server (`pages`, given the built index.html; without it, or without
 * a server build, they are drawn in the browser), and index.html (never cached) for every other
 * path, where the client router takes over.
 */
export function webAppRoutes(
  webDir: string,
  pages?: (indexHtml: string) => Promise<PageServer | null>,
) {
  const app = new Hono()
  const indexPath = join(webDir, 'index.html')
  if (!existsSync(indexPath)) {
    return app.get('*', (c) => c.html(NOT_BUILT, 404))
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
  const server = (pages?.(indexHtml) ?? Promise.resolve(null)).catch((error: unknown) => {
    logger.error({ err: error }, '[web] páginas desenhadas no servidor indisponíveis')
    return null
  })
  async function page(c: Context) {
    const drawn = await (await server)?.serve(c)
    if (drawn) return drawn
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml)
  }
  return (
    app
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
      // Before the files: '/' would be the raw index.html, and a product needs no disk lookup.
      .get('/', page)
      .get('/product/:id', page)
      .use('*', serveStatic({ root: webDir, precompressed: true }))
      .get('*', page)
  )
}
