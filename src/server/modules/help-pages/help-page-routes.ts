import { Hono } from 'hono'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { findHelpPageBySlug, listHelpPages } from './help-page-repository.ts'
import { helpPageNotFound, toHelpPage } from './help-page-view.ts'

/** 'Central de Dúvidas' and a help page: open to visitors. */
export function helpPageRoutes(deps: { db: Db }) {
  const { db } = deps
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ pages: (await listHelpPages(db)).map(toHelpPage) }))
    .get('/:slug', async (c) => {
      const row = await findHelpPageBySlug(db, c.req.param('slug'))
      if (!row) throw helpPageNotFound()
      return c.json({ page: toHelpPage(row) })
    })
}
