import { Hono } from 'hono'
import { downloadInputSchema, moveDownloadSchema } from '#domain/schemas/download.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import { invalidateAfterWrites } from '#server/catalog-cache/invalidate-after-writes.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import {
  deleteDownload,
  insertDownload,
  listDownloads,
  moveDownload,
  updateDownload,
} from './download-repository.ts'
import { downloadNotFound, moveError, toDownload } from './download-view.ts'

/** Admin 'Gerenciar Downloads'. */
export function adminDownloadRoutes(deps: { db: Db; catalog: Pick<CatalogCache, 'invalidate'> }) {
  const { db, catalog } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .use(invalidateAfterWrites(catalog))
    .post('/', validate('json', downloadInputSchema), async (c) => {
      const row = await insertDownload(db, c.req.valid('json'))
      return c.json({ download: toDownload(row) }, 201)
    })
    .patch('/:id', validate('json', downloadInputSchema), async (c) => {
      const row = await updateDownload(db, c.req.param('id'), c.req.valid('json'))
      if (!row) throw downloadNotFound()
      return c.json({ download: toDownload(row) })
    })
    .delete('/:id', async (c) => {
      if (!(await deleteDownload(db, c.req.param('id')))) throw downloadNotFound()
      return c.body(null, 204)
    })
    .post('/:id/move', validate('json', moveDownloadSchema), async (c) => {
      const result = await moveDownload(db, c.req.param('id'), c.req.valid('json').direction)
      if (result !== 'moved') throw moveError(result)
      return c.json({ downloads: (await listDownloads(db)).map(toDownload) })
    })
}
