/**
 * Tracking links (decision 016): TRACKING_URL is an address with `{codigo}` where the code goes, a
 * carrier's or a tracking site's. Without it the code is shown with a 'Copiar' button instead.
 */
export const TRACKING_CODE_PLACEHOLDER = '{codigo}'

/** A usable template: an http(s) address that names `{codigo}` at least once. */
export function isTrackingTemplate(value: string): boolean {
  if (!value.includes(TRACKING_CODE_PLACEHOLDER)) return false
  try {
    const url = new URL(value.replaceAll(TRACKING_CODE_PLACEHOLDER, 'CODIGO'))
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * The code's tracking address, or null without a template (or a code). The code is encoded, so
 * a code typed with a space or a '/' stays one value of the address and never changes its host.
 */
export function trackingUrl(template: string | null | undefined, code: string | null | undefined) {
  const trimmed = code?.trim()
  if (!template || !trimmed) return null
  const encoded = encodeURIComponent(trimmed)
  return template.replaceAll(TRACKING_CODE_PLACEHOLDER, () => encoded)
}
