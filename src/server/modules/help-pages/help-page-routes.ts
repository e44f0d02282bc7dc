import { Hono } from 'hono'
import { isHelpSlug } from '#domain/help-centre.ts'
import type { CatalogCache } from '#server/catalog-cache/catalog-cache.ts'
import { cachedJson } from '#server/catalog-cache/cached-json.ts'
import type { Db } from '#server/db/client.ts'
import type { AppEnv } from '#server/http/app-env.ts'
import { findHelpPageBySlug, listHelpPages } from './help-page-repository.ts'
import { helpPageNotFound, toHelpPage } from './help-page-view.ts'

type HelpPage = ReturnType<typeof toHelpPage>

interface HelpDeps {
  db: Db
  catalog: CatalogCache
}

/** The help centre's answer, from the catalog cache (also drawn into /duvidas's HTML). */
export const readHelpPages = ({ db, catalog }: HelpDeps) =>
  catalog.get('help-pages', async () => ({ pages: (await listHelpPages(db)).map(toHelpPage) }))

/** A help page's answer; a slug of another shape or an unknown one is helpPageNotFound(). */
export function readHelpPage({ db, catalog }: HelpDeps, slug: string) {
  // Only a slug's shape is looked up ('%00' would fail the query: PostgreSQL text has no NUL);
  // an unknown one is not cached (a failed read never is).
  if (!isHelpSlug(slug)) return Promise.reject(helpPageNotFound())
  return catalog.get(`help:${slug}`, async () => {
    const row = await findHelpPageBySlug(db, slug)
    if (!row) throw helpPageNotFound()
    return { page: toHelpPage(row) }
  })
}

/** 'Central de Dúvidas' and a help page: open to visitors, answered from the catalog cache. */
export function helpPageRoutes(deps: HelpDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => cachedJson<{ pages: HelpPage[] }>(c, await readHelpPages(deps)))
    .get('/:slug', async (c) =>
      cachedJson<{ page: HelpPage }>(c, await readHelpPage(deps, c.req.param('slug'))),
    )
}
