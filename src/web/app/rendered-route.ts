/**
 * The `handle` of the public routes the server draws (src/web/entry-server.tsx, decision 022):
 * the store, a product, the help centre and its pages, the downloads, the policies and 'not found'.
 */
export const RENDERED = { rendered: true } as const
