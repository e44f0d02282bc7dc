import { Hono } from 'hono'
import { conflict } from '#domain/errors.ts'
import { HELP_MESSAGES, helpPageInputSchema } from '#domain/schemas/help-page.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import { invalidateAfterWrites } from '#server/catalog-cache/invalidate-after-writes.ts'
import type { Db } from '#server/db/client.ts'
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '#server/db/pg-error.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { requireAdmin } from '#server/http/guards.ts'
import { validate } from '#server/http/validate.ts'
import { deleteHelpPage, insertHelpPage, updateHelpPage } from './help-page-repository.ts'
import { helpPageNotFound, toHelpPage } from './help-page-view.ts'

/** The only unique column besides the id is the slug: its violation is 'slug taken'. */
async function slugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw conflict('slug-taken', HELP_MESSAGES.slugTaken)
    }
    throw error
  }
}

/** Admin 'Ajuda/Instalação'. */
export function adminHelpPageRoutes(deps: { db: Db; catalog: Pick<CatalogCache, 'invalidate'> }) {
  const { db, catalog } = deps
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .use(invalidateAfterWrites(catalog))
    .post('/', validate('json', helpPageInputSchema), async (c) => {
      const row = await slugGuard(() => insertHelpPage(db, c.req.valid('json')))
      return c.json({ page: toHelpPage(row) }, 201)
    })
    .patch('/:id', validate('json', helpPageInputSchema), async (c) => {
      const row = await slugGuard(() => updateHelpPage(db, c.req.param('id'), c.req.valid('json')))
      if (!row) throw helpPageNotFound()
      return c.json({ page: toHelpPage(row) })
    })
    .delete('/:id', async (c) => {
      if (!(await deleteHelpPage(db, c.req.param('id')))) throw helpPageNotFound()
      return c.body(null, 204)
    })
}
