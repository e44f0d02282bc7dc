import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

const NOT_BUILT = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Vitrine</title>
<p>O aplicativo web ainda não foi compilado. Rode <code>npm start</code> (que compila) ou use
<code>npm run dev</code> e abra o endereço do Vite.</p></html>`

/**
 * Serves the built web app: hashed assets cached for a year, other public files for a day, and
 * index.html (never cached) for every other path, where the client router takes over.
 */
export function webAppRoutes(webDir: string) {
  const app = new Hono()
  const indexPath = join(webDir, 'index.html')
  if (!existsSync(indexPath)) {
    return app.get('*', (c) => c.html(NOT_BUILT, 404))
  }
  const indexHtml = readFileSync(indexPath, 'utf8')
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
    .use('*', serveStatic({ root: webDir, precompressed: true }))
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.html(indexHtml)
    })
}
