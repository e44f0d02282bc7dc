/**
 * An address on the shop's site: `path` under PUBLIC_URL (with or without a trailing slash, kept
 * below a path PUBLIC_URL may have, as the emails' links are); an http(s) address elsewhere (a
 * product picture on another host) as it is.
 */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return new URL(pathOrUrl).href
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`
  return new URL(`.${path}`, base).href
}
