import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { PageRenderer } from '#domain/page-data.ts'
import { renderer } from '#web/entry-server.tsx'
import { createTestApp, type TestApp } from './test-app.ts'

/** The shape of the built index.html that matters to the server: #root and the preloads. */
export const TEST_INDEX = `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />
<link rel="preload" href="/api/auth/session" as="fetch" crossorigin />
<link rel="preload" href="/api/shop" as="fetch" crossorigin />
<title>Vitrine</title><script type="module" crossorigin src="/assets/index-teste.js"></script>
</head><body><div id="root"></div></body></html>`

/** A test shop that draws its public pages with the web app's server entry, as a build would. */
export async function createRenderedShop(
  options: Parameters<typeof createTestApp>[1] = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-web-'))
  await writeFile(path.join(webDir, 'index.html'), TEST_INDEX)
  const shop = await createTestApp({ ...env, WEB_DIR: webDir }, { renderer, ...options })
  return {
    ...shop,
    async close() {
      await shop.close()
      await rm(webDir, { recursive: true, force: true })
    },
  }
}

/**
 * The web app's renderer, with the addresses it drew, in order: a page served from the HTML cache
 * is not drawn again.
 */
export function countingRenderer(): { renderer: PageRenderer; drawn: string[] } {
  const drawn: string[] = []
  return {
    drawn,
    renderer: {
      ...renderer,
      render(path, answer) {
        drawn.push(path)
        return renderer.render(path, answer)
      },
    },
  }
}
