import { matchRoutes, type RouteObject } from 'react-router'

/**
 * A parameter with one spelling: letters, digits and hyphens (a product's or an order's UUID, a
 * help page's slug), written in lower case. Anything else names no page (its screen says 'not
 * found'), so it has no canonical address to be sent to.
 */
const ONE_SPELLING = /^[a-z0-9-]+$/i

/**
 * An empty segment before the last word ('//evil.example/', '/product//x') or a backslash: no route
 * has it, and a Location built from it could leave the shop ('//host' is another origin). Trailing
 * slashes alone ('/duvidas//') are a spelling of the page before them.
 */
const NOT_A_PAGE = /\\|\/\/+[^/]/

/**
 * A malformed escape ('%ZZ') names no page either; asked, the router would warn about it in the
 * log, once more for each such request.
 */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The route's own path, its parents' joined in (the app's paths are absolute, but need not be). */
function patternOf(matches: { route: RouteObject }[]): string {
  let pattern = ''
  for (const { route } of matches) {
    if (route.path === undefined) continue
    pattern = route.path.startsWith('/')
      ? route.path
      : `${pattern.replace(/\/$/, '')}/${route.path}`
  }
  return pattern
}

/**
 * The address the route table spells `path` as (decision 025): the route's own spelling of its static
 * segments (React Router matches them without regard to case), parameters in lower case, no
 * trailing slash. Undefined when `path` has no such address: the 'not found' page, an empty
 * segment, a backslash, or a parameter of another shape. Built from the route's pattern, never by
 * trimming `path`, so it always starts with exactly one '/' followed by a route's word.
 */
export function canonicalPath(routes: RouteObject[], path: string): string | undefined {
  if (NOT_A_PAGE.test(path) || !decodable(path)) return undefined
  const matches = matchRoutes(routes, path)
  if (!matches) return undefined
  const pattern = patternOf(matches)
  if (pattern.includes('*')) return undefined
  const params = matches.at(-1)!.params
  const segments: string[] = []
  for (const segment of pattern.split('/')) {
    if (segment === '') continue
    if (!segment.startsWith(':')) {
      segments.push(segment)
      continue
    }
    const value = params[segment.slice(1).replace(/\?$/, '')]
    if (value === undefined) continue
    if (!ONE_SPELLING.test(value)) return undefined
    segments.push(value.toLowerCase())
  }
  return `/${segments.join('/')}`
}
