import { Hono } from 'hono'
import { isHelpSlug } from '#domain/help-centre.ts'
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
      const slug = c.req.param('slug')
      // Only a slug's shape is looked up ('%00' would fail the query: PostgreSQL text has no NUL).
      const row = isHelpSlug(slug) ? await findHelpPageBySlug(db, slug) : undefined
      if (!row) throw helpPageNotFound()
      return c.json({ page: toHelpPage(row) })
    })
}
