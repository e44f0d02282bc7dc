import { desc, max } from 'drizzle-orm'
import { MAX_SITE_MAP_URLS, type SiteMapSources } from '#domain/site-map.ts'
import type { Db } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import { downloads, helpPages } from '#server/db/schema/content.ts'
import { storeCatalog } from '#server/modules/products/product-repository.ts'

/**
 * What the sitemap lists, dated by each row's updated_at (NOT NULL, set at insert like created_at).
 * The store's products only (none made for one client, none hidden), newest first and at most one sitemap
 * file's worth: sitemaps.org allows 50,000 URLs a file, and the newest are the ones worth crawling.
 */
export async function readSiteMapSources(db: Db): Promise<SiteMapSources> {
  const [catalog, pages, [newestDownload]] = await Promise.all([
    db
      .select({ id: products.id, lastmod: products.updatedAt })
      .from(products)
      // The store's products: never a project made for one client, nor a hidden one.
      .where(storeCatalog)
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
