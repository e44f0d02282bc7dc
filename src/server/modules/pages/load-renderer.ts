import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageRenderer } from '#domain/page-data.ts'

/**
 * The web app's server entry as `npm run build` leaves it (dist/ssr/entry-server.js, beside
 * dist/web), or null without a build of it: the pages are then drawn in the browser alone.
 */
export async function loadBuiltRenderer(webDir: string): Promise<PageRenderer | null> {
  const file = path.resolve(webDir, '..', 'ssr', 'entry-server.js')
  if (!existsSync(file)) return null
  const module = (await import(pathToFileURL(file).href)) as { renderer: PageRenderer }
  return module.renderer
}
