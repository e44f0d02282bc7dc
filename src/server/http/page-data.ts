import { PAGE_DATA_ID, type PageData } from '#domain/page-data.ts'

export type { PageData }

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * index.html with the page's data before </head>. The data block is JSON (type
 * application/json: never executed, so the CSP without inline scripts holds); `<` is escaped so no
 * product text can close the element.
 */
export function htmlWithPageData(indexHtml: string, data: PageData): string {
  const preloads = data.images
    .map(
      (src) =>
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(src)}">`,
    )
    .join('')
  // The answers are JSON already: embedded as values, not re-encoded as strings.
  const entries = Object.entries(data.responses).map(
    ([url, json]) => `${JSON.stringify(url)}:${json}`,
  )
  const json = `{${entries.join(',')}}`.replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`
  return indexHtml.replace('</head>', `${preloads}${block}</head>`)
}
