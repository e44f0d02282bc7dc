import { Hono } from 'hono'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { listDownloads } from './download-repository.ts'
import { toDownload } from './download-view.ts'

/** 'Downloads' (/baixar): open to visitors. */
export function downloadRoutes(deps: { db: Db }) {
  const { db } = deps
  return new Hono<AppEnv>().get('/', async (c) =>
    c.json({ downloads: (await listDownloads(db)).map(toDownload) }),
  )
}
