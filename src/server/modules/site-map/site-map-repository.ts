import { desc, eq, max } from 'drizzle-orm'
import { MAX_SITE_MAP_URLS, type SiteMapSources } from '#domain/site-map.ts'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { downloads, helpPages } from '#server/db/schema/content.ts'

/**
 * What the sitemap lists, dated by each row's updated_at (NOT NULL, set at insert like created_at).
 * The catalog's products only (none made for one client), newest first and at most one sitemap
 * file's worth: sitemaps.org allows 50,000 URLs a file, and the newest are the ones worth crawling.
 */
export async function readSiteMapSources(db: Db): Promise<SiteMapSources> {
  const [catalog, pages, [newestDownload]] = await Promise.all([
    db
      .select({ id: products.id, lastmod: products.updatedAt })
      .from(products)
      // As product-repository.ts's inCatalog: a project made for one client is never listed.
      .where(eq(products.madeForClient, false))
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(MAX_SITE_MAP_URLS),
    db
      .select({ slug: helpPages.slug, lastmod: helpPages.updatedAt })
      .from(helpPages)
      .orderBy(desc(helpPages.updatedAt), desc(helpPages.id)),
    db.select({ lastmod: max(downloads.updatedAt) }).from(downloads),
  ])
  return { products: catalog, helpPages: pages, downloadsLastmod: newestDownload?.lastmod ?? null }
}
