import { categoryKey } from '#domain/category.ts'
import { invalid } from '#domain/errors.ts'
import { BANNER_MESSAGES, bannerHref, bannerTarget } from '#domain/shop-banner.ts'
import type { ShopBanner } from '#domain/shop-settings.ts'
import type { Db } from '#server/db/client.ts'
import { findProduct, listCategories } from '#server/modules/products/product-repository.ts'

const refused = (message: string) => invalid('banner-link', message)

/**
 * The banner as it is saved (decision 048): its link checked against the store as it is now, a
 * product shown in the store (a hidden one or a project made for one client is refused) or a
 * category the store lists, written in the store's spelling of it.
 */
export async function checkedBanner(db: Db, banner: ShopBanner): Promise<ShopBanner> {
  const target = banner.link ? bannerTarget(banner.link) : null
  if (!target) return banner
  if (target.kind === 'product') {
    if (await findProduct(db, target.id, 'store')) return banner
    const owned = await findProduct(db, target.id, 'owner')
    throw refused(owned ? BANNER_MESSAGES.productHidden : BANNER_MESSAGES.productMissing)
  }
  const key = categoryKey(target.category)
  const category = (await listCategories(db)).find((name) => categoryKey(name) === key)
  if (!category) throw refused(BANNER_MESSAGES.categoryMissing)
  return { ...banner, link: bannerHref({ kind: 'category', category }) }
}
