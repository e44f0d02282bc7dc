import { categoryName } from './category.ts'
import { STORE_PARAMS } from './store-search.ts'

/** Where the store's banner leads (decision 048): a category of the store, or one of its products. */
export type BannerTarget = { kind: 'category'; category: string } | { kind: 'product'; id: string }

export const BANNER_MESSAGES = {
  link: 'O link do banner deve levar a uma categoria ou a um produto desta loja, como /?categoria=Tapetes ou /product/…',
  imageNeeded: 'Envie a imagem do banner, ou apague o texto e o link.',
  productHidden: 'Este produto está oculto da loja: o banner não pode levar a ele.',
  productMissing: 'O produto do link do banner não está na loja.',
  categoryMissing: 'A categoria do link do banner não está na loja.',
  linkedProduct:
    'Este produto é o link do banner da loja: troque o link do banner em Loja antes de ocultá-lo ou excluí-lo.',
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const STORE_ORIGIN = 'http://loja.invalid'

/**
 * The banner's link read as a store path: '/product/{id}' or '/?categoria={name}' (the address a
 * category chip or a product card has, pasted with or without this shop's origin, which the panel
 * strips). Anything else (another site, a query with more in it, another page): null.
 */
export function bannerTarget(link: string): BannerTarget | null {
  if (!link.startsWith('/') || link.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(link, STORE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== STORE_ORIGIN || url.hash) return null
  const product = /^\/product\/([^/]+)$/.exec(url.pathname)
  if (product && !url.search && UUID.test(product[1]!)) {
    return { kind: 'product', id: product[1]!.toLowerCase() }
  }
  const keys = [...url.searchParams.keys()]
  const category = categoryName(url.searchParams.get(STORE_PARAMS.category)?.trim() ?? '')
  if (url.pathname === '/' && keys.length === 1 && keys[0] === STORE_PARAMS.category && category) {
    return { kind: 'category', category }
  }
  return null
}

/** The path the banner links to, as the store writes it; the link as saved is already one. */
export function bannerHref(target: BannerTarget): string {
  return target.kind === 'product'
    ? `/product/${target.id}`
    : `/?${new URLSearchParams({ [STORE_PARAMS.category]: target.category }).toString()}`
}

/** Whether the banner's link is the product `id`'s page. */
export function bannerLinksTo(link: string, productId: string): boolean {
  const target = link ? bannerTarget(link) : null
  return target?.kind === 'product' && target.id === productId.toLowerCase()
}
