import { centsToDecimalString } from './money.ts'
import { availability } from './product.ts'
import { youtubeVideoId } from './youtube.ts'

/** A schema.org object, written into the page as JSON-LD. */
export type JsonLd = Record<string, unknown>

/** schema.org's address: the data's context, and the prefix of its terms' full names. */
export const SCHEMA = 'https://schema.org'

/**
 * A product, with its Offer (price in BRL, in stock or not) when the store shows its price; a
 * made-to-order product's price is not shown in the store, so it gets none.
 */
export function productData(
  product: {
    id: string
    name: string
    description: string
    category: string
    priceCents: number
    stock: number
    isCustomOrder: boolean
    url: string
    /** Absolute addresses of its photos, the cover first. */
    images: readonly string[]
  },
  shopName: string,
): JsonLd {
  const state = availability(product)
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images,
    sku: product.id,
    url: product.url,
    ...(product.category && { category: product.category }),
    brand: { '@type': 'Brand', name: shopName },
    ...(state !== 'made-to-order' && {
      offers: offerData(
        { url: product.url, priceCents: product.priceCents, inStock: state === 'available' },
        shopName,
      ),
    }),
  }
}

/**
 * An Offer: its page, its price in BRL, in stock or not, new, sold by the shop. A product's and
 * each of its variants' (decision 053) are written alike.
 */
export function offerData(
  offer: { url: string; priceCents: number; inStock: boolean },
  shopName: string,
): JsonLd {
  return {
    '@type': 'Offer',
    url: offer.url,
    priceCurrency: 'BRL',
    price: centsToDecimalString(offer.priceCents),
    availability: `${SCHEMA}/${offer.inStock ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: { '@type': 'Organization', name: shopName },
  }
}

/** The trail from the store to the page. */
export function breadcrumbs(trail: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  }
}

/** A help page's questions; each answer is the question's video. */
export function faqPage(questions: readonly { question: string; youtubeUrl: string }[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => {
      const id = youtubeVideoId(q.youtubeUrl)
      const video = id ? `https://www.youtube.com/watch?v=${id}` : q.youtubeUrl
      return {
        '@type': 'Question',
        name: q.question,
        acceptedAnswer: {
          '@type': 'Answer',
          text: `Veja a resposta em vídeo: ${video}`,
          url: video,
        },
      }
    }),
  }
}
