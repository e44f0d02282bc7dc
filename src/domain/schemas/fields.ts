import { z } from 'zod'

/** A required text, trimmed; `message` when missing or blank. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `No máximo ${max} caracteres.` })

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
