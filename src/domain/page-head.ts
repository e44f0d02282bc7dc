import { centsToDecimalString, formatBRL, pixTotal } from './money.ts'
import { linkPreviewUrl } from './photos.ts'
import { availability } from './product.ts'
import { productSearchData, type HeadVariants } from './product-group-data.ts'
import { breadcrumbs, faqPage, type JsonLd } from './structured-data.ts'
import { absoluteUrl } from './site-url.ts'
import { truncate } from './text.ts'

/** What a product page tells about its product in its head; its variants too (decision 053). */
export interface HeadProduct extends HeadVariants {
  id: string
  name: string
  description: string
  image: string
  category: string
  priceCents: number
  stock: number
  isCustomOrder: boolean
  /** Its photos in order, the cover first (the product page's gallery); absent: `image` alone. */
  photos?: readonly { url: string; alt: string; photo?: string | null }[] | undefined
}

/** A picture a page's link preview shows: its address and what it shows. */
export interface HeadPicture {
  url: string
  alt: string
}

export interface HeadHelpPage {
  slug: string
  title: string
  questions: readonly { question: string; youtubeUrl: string }[]
}

/**
 * A policy's page (decision 038): its address without '?versao=', its text as read (policyPlainText,
 * whose start describes it), and whether it is a past version (kept out of search engines).
 */
export interface HeadPolicy {
  path: string
  title: string
  description: string
  past: boolean
}

/**
 * What a public page is, for its title, description, canonical address, link preview (Open
 * Graph) and search data (JSON-LD). The page says it while drawn; the server writes the tags.
 */
export type PageHead =
  | {
      kind: 'store'
      category?: string | undefined
      q?: string | undefined
      /** The link preview's picture: the first product's cover, until the shop has its own. */
      cover?: HeadPicture | undefined
    }
  | { kind: 'product'; product: HeadProduct; pixOffered: boolean }
  | { kind: 'help-centre' }
  | { kind: 'help-page'; page: HeadHelpPage }
  | { kind: 'downloads' }
  | { kind: 'policy'; policy: HeadPolicy }
  | { kind: 'not-found'; title: string }

/** The shop as its pages name it: `url` is PUBLIC_URL. */
export interface Site {
  url: string
  name: string
  /** The shop's image (the panel's 'Imagem da loja'): the store's link preview before any product's. */
  image?: string | null
}

export interface HeadMeta {
  siteName: string
  title: string
  /** og:title: the page's own name, without the shop's. */
  ogTitle: string
  description: string
  /** Absolute; none on a page that is not to be indexed at all. */
  canonical?: string
  type: 'website' | 'product'
  image?: { url: string; alt: string }
  /** Search result pages and 'not found' pages: kept out of search engines. */
  noindex: boolean
  /** og's product:price, on products whose price the store shows. */
  price?: { amount: string; currency: 'BRL' }
  jsonLd: JsonLd[]
}

const STORE_TAGLINE = 'acessórios automotivos artesanais'
const STORE_DESCRIPTION =
  'Acessórios automotivos feitos à mão e sob encomenda: veja os produtos, pague no PIX ou no cartão e acompanhe seu pedido.'
/** What search engines show of a description (160 characters); a longer one is cut with '...'. */
const DESCRIPTION_LENGTH = 157

// Line breaks and runs of spaces become one space; the non-breaking one after 'R$' stays.
const describe = (text: string) =>
  truncate(text.replace(/[ \t\r\n\f\v]+/g, ' ').trim(), DESCRIPTION_LENGTH)

/** The page's own name (the tab shows it followed by the shop's). */
function pageName(head: PageHead): string {
  switch (head.kind) {
    case 'store':
      if (head.q) return `Busca: ${head.q}`
      return head.category ?? ''
    case 'product':
      return head.product.name
    case 'help-centre':
      return 'Central de Dúvidas'
    case 'help-page':
      return head.page.title
    case 'downloads':
      return 'Downloads'
    case 'policy':
      return head.policy.title
    case 'not-found':
      return head.title
  }
}

/** The tab's title: 'Capa de Volante | Vitrine'; the store alone: 'Vitrine — acessórios ...'. */
export function pageTitle(head: PageHead, shopName: string): string {
  const name = pageName(head)
  return name ? `${name} | ${shopName}` : `${shopName} — ${STORE_TAGLINE}`
}

/** 'R$ 189,90 (R$ 170,91 no PIX)': what a link preview says of the price. */
function priceText(product: HeadProduct, pixOffered: boolean): string {
  const card = formatBRL(product.priceCents)
  return pixOffered ? `${card} (${formatBRL(pixTotal(product.priceCents))} no PIX)` : card
}

function productDescription(product: HeadProduct, pixOffered: boolean): string {
  const state = availability(product)
  const lead =
    state === 'made-to-order'
      ? 'Produto sob encomenda'
      : `${priceText(product, pixOffered)}${state === 'out-of-stock' ? ' · Fora de estoque' : ''}`
  return describe(`${lead} · ${product.description}`)
}

/** og:image: an uploaded photo's JPEG preview (1200 × 630 at most), absolute. */
const previewImage = (picture: HeadPicture, at: (path: string) => string) => ({
  url: at(linkPreviewUrl(picture.url)),
  alt: picture.alt,
})

export const storeCategoryPath = (category: string) => `/?categoria=${encodeURIComponent(category)}`

/** Everything a page's head says, from what the page is and the shop it belongs to. */
export function headMeta(head: PageHead, site: Site): HeadMeta {
  const at = (path: string) => absoluteUrl(site.url, path)
  const base = {
    siteName: site.name,
    title: pageTitle(head, site.name),
    ogTitle: pageName(head) || site.name,
    type: 'website' as const,
    noindex: false,
    jsonLd: [] as JsonLd[],
  }
  const home = { name: 'Loja', url: at('/') }
  switch (head.kind) {
    case 'store': {
      const path = head.category ? storeCategoryPath(head.category) : '/'
      const storePreview = site.image ? { url: site.image, alt: site.name } : head.cover
      const description = head.category
        ? describe(`${head.category} feitos à mão: ${STORE_DESCRIPTION}`)
        : STORE_DESCRIPTION
      return {
        ...base,
        description,
        canonical: at(path),
        noindex: Boolean(head.q),
        ...(storePreview && { image: previewImage(storePreview, at) }),
      }
    }
    case 'product': {
      const { product } = head
      const url = at(`/product/${product.id}`)
      const shown = availability(product) !== 'made-to-order'
      const trail = [home]
      if (product.category) {
        trail.push({ name: product.category, url: at(storeCategoryPath(product.category)) })
      }
      trail.push({ name: product.name, url })
      return {
        ...base,
        type: 'product',
        description: productDescription(product, head.pixOffered),
        canonical: url,
        image: previewImage(product.photos?.[0] ?? { url: product.image, alt: product.name }, at),
        ...(shown && {
          price: { amount: centsToDecimalString(product.priceCents), currency: 'BRL' as const },
        }),
        jsonLd: [productSearchData(product, url, site.name, at), breadcrumbs(trail)],
      }
    }
    case 'help-centre':
      return {
        ...base,
        description: `Dúvidas frequentes e vídeos de instalação dos produtos da ${site.name}.`,
        canonical: at('/duvidas'),
        jsonLd: [breadcrumbs([home, { name: 'Central de Dúvidas', url: at('/duvidas') }])],
      }
    case 'help-page': {
      const { page } = head
      const url = at(`/${page.slug}`)
      const questions = page.questions.map((q) => q.question)
      return {
        ...base,
        description: describe(
          questions.length > 0 ? `${page.title}: ${questions.join(' · ')}` : page.title,
        ),
        canonical: url,
        jsonLd: [
          ...(page.questions.length > 0 ? [faqPage(page.questions)] : []),
          breadcrumbs([
            home,
            { name: 'Central de Dúvidas', url: at('/duvidas') },
            { name: page.title, url },
          ]),
        ],
      }
    }
    case 'downloads':
      return {
        ...base,
        description: `Manuais, drivers e arquivos de suporte dos produtos da ${site.name}.`,
        canonical: at('/baixar'),
      }
    case 'policy': {
      const { path, title, description, past } = head.policy
      const url = at(path)
      const jsonLd = [breadcrumbs([home, { name: title, url }])]
      return { ...base, description: describe(description), canonical: url, noindex: past, jsonLd }
    }
    case 'not-found':
      return { ...base, description: STORE_DESCRIPTION, noindex: true }
  }
}
