import { Hono } from 'hono'
import { isHelpSlug } from '#domain/help-centre.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import { cachedJson } from '#server/catalog-cache/cached-json.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { findHelpPageBySlug, listHelpPages } from './help-page-repository.ts'
import { helpPageNotFound, toHelpPage } from './help-page-view.ts'

type HelpPage = ReturnType<typeof toHelpPage>

/** 'Central de Dúvidas' and a help page: open to visitors, answered from the catalog cache. */
export function helpPageRoutes(deps: { db: Db; catalog: CatalogCache }) {
  const { db, catalog } = deps
  return new Hono<AppEnv>()
    .get('/', async (c) =>
      cachedJson<{ pages: HelpPage[] }>(
        c,
        await catalog.get('help-pages', async () => ({
          pages: (await listHelpPages(db)).map(toHelpPage),
        })),
      ),
    )
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug')
      // Only a slug's shape is looked up ('%00' would fail the query: PostgreSQL text has no NUL);
      // an unknown one is not cached (a failed read never is).
      if (!isHelpSlug(slug)) throw helpPageNotFound()
      const entry = await catalog.get(`help:${slug}`, async () => {
        const row = await findHelpPageBySlug(db, slug)
        if (!row) throw helpPageNotFound()
        return { page: toHelpPage(row) }
      })
      return cachedJson<{ page: HelpPage }>(c, entry)
    })
}
