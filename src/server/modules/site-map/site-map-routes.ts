import { Hono } from 'hono'
import { robotsTxt, siteMapUrls, siteMapXml } from '#domain/site-map.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { readSiteMapSources } from './site-map-repository.ts'

interface SiteMapDeps {
  config: Pick<Config, 'publicUrl'>
  db: Db
}

/** Crawlers fetch these now and then: an hour's staleness costs nothing, and spares the database. */
const CACHE_CONTROL = 'public, max-age=3600'

/**
 * /sitemap.xml and /robots.txt (decision 023), at the shop's root where crawlers look for them: open to
 * anyone, mounted before the web app (which would answer them with its page).
 */
export function siteMapRoutes({ config, db }: SiteMapDeps) {
  const robots = robotsTxt(config.publicUrl)
  return new Hono()
    .get('/sitemap.xml', async (c) => {
      const xml = siteMapXml(config.publicUrl, siteMapUrls(await readSiteMapSources(db)))
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=UTF-8',
        'Cache-Control': CACHE_CONTROL,
      })
    })
    .get('/robots.txt', (c) =>
      c.body(robots, 200, {
        'Content-Type': 'text/plain; charset=UTF-8',
        'Cache-Control': CACHE_CONTROL,
      }),
    )
}
