/**
 * What the HTML of a page carries for its first screen: the server writes it
 * (src/server/http/page-data.ts), the web app's API client reads it (src/web/lib/embedded-responses.ts).
 */
export interface PageData {
  /** API answers the page will ask for first, by URL: the JSON text the API would send. */
  responses: Record<string, string>
  /** Images of the first screen, to be fetched while the JavaScript downloads. */
  images: string[]
}

/** The id of the JSON data block in the page's HTML. */
export const PAGE_DATA_ID = 'vitrine-dados'
