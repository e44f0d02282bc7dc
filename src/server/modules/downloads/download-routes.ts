import { Hono } from 'hono'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import { cachedJson } from '#server/catalog-cache/cached-json.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { listDownloads } from './download-repository.ts'
import { toDownload } from './download-view.ts'

type Download = ReturnType<typeof toDownload>

interface DownloadDeps {
  db: Db
  catalog: CatalogCache
}

/** The downloads' answer, from the catalog cache (also drawn into /baixar's HTML). */
export const readDownloads = ({ db, catalog }: DownloadDeps) =>
  catalog.get('downloads', async () => ({ downloads: (await listDownloads(db)).map(toDownload) }))

/** 'Downloads' (/baixar): open to visitors, answered from the catalog cache (decision 020). */
export function downloadRoutes(deps: DownloadDeps) {
  return new Hono<AppEnv>().get('/', async (c) =>
    cachedJson<{ downloads: Download[] }>(c, await readDownloads(deps)),
  )
}
