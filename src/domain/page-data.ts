import type { PageHead } from './page-head.ts'

/**
 * How the server and the web app's server entry (src/web/entry-server.tsx) draw a public page:
 * the server reads the API answers the page needs and the renderer draws it from them.
 */

/** The id of the JSON data block in the page's HTML (src/web/lib/page-state.ts). */
export const PAGE_DATA_ID = 'vitrine-dados'

/** An API answer, as the API would send it. */
export interface ApiAnswer {
  status: number
  /** The JSON text. */
  body: string
}

/** A page drawn on the server. */
/**
 * The first screen's largest picture as its <img> asks for it: the preload repeats its srcset and
 * sizes word for word, or the phone would fetch one file for the preload and another for the <img>.
 */
export interface LcpImage {
  href: string
  srcSet?: string | undefined
  sizes?: string | undefined
}

export interface RenderedPage {
  /** 200, or 404 when the page shows a 'not found' screen. */
  status: number
  /** What goes inside #root. */
  html: string
  /** The JSON data block's value (the server writes it, with the current stock). */
  state: unknown
  /** The first screen's largest picture, to preload. */
  lcpImage?: LcpImage
  /** What the page is, for its head's tags; none: the document's own title and description. */
  head?: PageHead
}

export interface PageRenderer {
  /** True when `path` is drawn on the server; false for the pages drawn in the browser only. */
  isRendered(path: string): boolean
  /**
   * The route table's own spelling of `path` (lower-case ids, static segments as the route writes
   * them, no trailing slash), or undefined when it has none ('not found', '//host'): another
   * spelling is answered with a redirect there, so it is never drawn or cached (decision 025).
   */
  canonicalPath(path: string): string | undefined
  /**
   * The page at `path`, drawn from the answers of `answer` to the API GETs it makes (by URL, e.g.
   * '/api/products'); rejects when one of them fails.
   */
  render(path: string, answer: (url: string) => Promise<ApiAnswer>): Promise<RenderedPage>
  /**
   * The error screen of spec.md ('Oops! Algo deu errado'), as HTML for #root, with 'Código do
   * erro: `code`' when given (the request's id, which the server's log lines carry).
   */
  errorScreen(code?: string): string
}
