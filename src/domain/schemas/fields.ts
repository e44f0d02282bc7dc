import { z } from 'zod'
import { categoryName } from '#domain/category.ts'
import { MAX_CENTS, formatBRL } from '#domain/money.ts'

/** A required text, trimmed; `message` when missing or blank. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `No máximo ${max} caracteres.` })

/**
 * A product's or project's category, as `categoryName` stores it (no invisible characters, NFC),
 * trimmed; `message` when missing or blank, nothing but invisible characters included.
 */
export const requiredCategory = (message: string) =>
  z
    .string({ error: message })
    .overwrite(categoryName)
    .trim()
    .min(1, { error: message })
    .max(100, { error: 'No máximo 100 caracteres.' })

// A path on this site ('/demo/products/x.svg', the demo catalog's images); never '//host'.
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/
const WEB_URL = z.url({ protocol: /^https?$/ })

/** True for an http(s) URL or a path on this site ('/demo/x.svg'); false for anything else. */
function isWebAddress(url: string): boolean {
  return SITE_PATH.test(url) || WEB_URL.safeParse(url).success
}

/**
 * An address an admin types (image, download): an http(s) URL or a path on this site. Anything else
 * ('javascript:', 'data:', 'ftp:', '//host/x') is `invalid`: it must never reach an <img>, a link or
 * an email.
 */
export const webAddress = (required: string, invalid: string) =>
  requiredText(required, 2000).refine(
    // Blank is already 'required'; one message per problem.
    (url) => url === '' || isWebAddress(url),
    { error: invalid },
  )

/** The largest price a product or project can have: the database columns are 32-bit integers. */
export const MAX_PRICE_CENTS = Math.min(MAX_CENTS, 2_147_483_647)

/**
 * What a typed price gets besides 'required' and 'positive' (readReais' problems), the same in every
 * price field. '1.234' could be R$ 1.234,00 or R$ 1,23, so the admin is asked to write it with a comma.
 */
export const PRICE_TEXT_MESSAGES = {
  priceAmbiguous: 'Use vírgula para os centavos: 1.234,00 ou 1,23',
  priceDecimals: 'Use no máximo 2 casas decimais: 39,90',
  priceUnreadable: 'Preço inválido: digite só o valor, como 39,90 ou 1.234,56',
  priceTooLarge: `Preço acima do limite: o máximo é ${formatBRL(MAX_PRICE_CENTS)}`,
} as const
