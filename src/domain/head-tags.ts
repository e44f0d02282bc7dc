import { escapeHtml } from './html.ts'
import type { HeadMeta } from './page-head.ts'

/** Marks the tags a drawn page's head carries for its page alone (the browser replaces them). */
export const HEAD_TAG_MARK = 'data-pagina'

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${HEAD_TAG_MARK}>`

/**
 * JSON-LD as a data block, never executed (the CSP allows no inline script, and needs not: a
 * block of another type is not run). Every '<' escaped, so no text can end the element.
 */
const jsonLdBlock = (data: unknown) =>
  `<script type="application/ld+json" ${HEAD_TAG_MARK}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`

/** The head of a drawn page: title, description, canonical, Open Graph and JSON-LD. */
export function headTags(head: HeadMeta, locale = 'pt_BR'): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ]
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'))
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${HEAD_TAG_MARK}>`)
  }
  tags.push(
    meta('property', 'og:title', head.ogTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:locale', locale),
    meta('property', 'og:site_name', head.siteName),
  )
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical))
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
    )
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
    )
  }
  for (const data of head.jsonLd) tags.push(jsonLdBlock(data))
  return tags.join('')
}
