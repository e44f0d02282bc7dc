import { Hono } from 'hono'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import { cachedJson } from '#server/catalog-cache/cached-json.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { listDownloads } from './download-repository.ts'
import { toDownload } from './download-view.ts'

type Download = ReturnType<typeof toDownload>

/** 'Downloads' (/baixar): open to visitors, answered from the catalog cache (issue 20). */
export function downloadRoutes(deps: { db: Db; catalog: CatalogCache }) {
  const { db, catalog } = deps
  return new Hono<AppEnv>().get('/', async (c) =>
    cachedJson<{ downloads: Download[] }>(
      c,
      await catalog.get('downloads', async () => ({
        downloads: (await listDownloads(db)).map(toDownload),
      })),
    ),
  )
}
