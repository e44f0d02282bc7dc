import { PAGE_DATA_ID } from '#domain/page-data.ts'

/**
 * API answers the server put inside the page's HTML for its first screen (src/server/http/
 * page-data.ts): the first request for each URL is answered from there, without the network. Each
 * is used once, so a later refetch asks the server as usual.
 */
let embedded: Map<string, unknown> | undefined

function load(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)
  try {
    return new Map(Object.entries(JSON.parse(element?.textContent || '{}') as object))
  } catch {
    return new Map()
  }
}

/** The embedded answer for `url`, as a Response, once; undefined when there is none. */
export function takeEmbeddedResponse(url: string): Response | undefined {
  embedded ??= load()
  if (!embedded.has(url)) return undefined
  const body = embedded.get(url)
  embedded.delete(url)
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}
