import { AsyncLocalStorage } from 'node:async_hooks'
import type { ReactNode } from 'react'
import type { VNode } from 'preact'
import { renderToString as preactToString } from 'preact-render-to-string'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router'
import type { ApiAnswer, PageRenderer, RenderedPage } from '#domain/page-data.ts'
import { App } from './app/app.tsx'
import { ErrorFallback } from './app/error-fallback.tsx'
import { canonicalPath } from './app/canonical-path.ts'
import { appRoutes, isRenderedPath } from './app/router.tsx'
import { setApiTransport } from './lib/api-client.ts'
import { pageState } from './lib/page-state-json.ts'
import { createQueryClient } from './lib/query-client.ts'
import { ServerPage, ServerPageContext } from './lib/server-page.ts'
import { drawForEveryone } from './lib/use-hydrated.ts'

/**
 * The web app's server entry (Vite's SSR build, dist/ssr/entry-server.js): draws the public pages
 * with React Router's static handler and router, from API answers the server read beforehand
 * (docs/decisions/022). Nothing here reads a database or a cookie: the same HTML serves everyone.
 */

interface Render {
  answer(url: string): Promise<ApiAnswer>
  /** Requests the server could not answer: the page is not drawn with their error state. */
  failed: unknown[]
}

const current = new AsyncLocalStorage<Render>()

// Every request the app makes while a page is drawn is answered by the server that draws it.
setApiTransport(async (url, init) => {
  const render = current.getStore()
  if (!render || (init.method ?? 'GET') !== 'GET') throw new Error(`${url}: só GET ao desenhar`)
  try {
    const { status, body } = await render.answer(url)
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } })
  } catch (error) {
    render.failed.push(error)
    throw error
  }
})

/** The app is written against React's types; it runs on preact/compat (docs/decisions/034). */
const renderToString = (element: ReactNode) =>
  drawForEveryone(() => preactToString(element as unknown as VNode))

// Which paths are drawn here depends only on the routes' shape, not on any data.
const shapes: RouteObject[] = appRoutes(createQueryClient())

function serverQueryClient() {
  const queryClient = createQueryClient()
  const defaults = queryClient.getDefaultOptions()
  // Drawn once from the server's answers: a failed one (an unknown product) is drawn as failed,
  // not as loading again, as the browser will after hydration (lib/page-state.ts).
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, retryOnMount: false },
  })
  return queryClient
}

async function render(
  path: string,
  answer: (url: string) => Promise<ApiAnswer>,
): Promise<RenderedPage> {
  const queryClient = serverQueryClient()
  const handler = createStaticHandler(appRoutes(queryClient, { awaitData: true }))
  const job: Render = { answer, failed: [] }
  const context = await current.run(job, () =>
    // Joined, not resolved: '//x' is a path here, not another host.
    handler.query(new Request(`http://vitrine.local${path}`)),
  )
  if (context instanceof Response) throw new Error(`${path} redirecionou (${context.status})`)
  if (context.errors) throw new Error(`erro na rota de ${path}`, { cause: context.errors })
  if (job.failed.length > 0)
    throw new Error(`${path}: dados indisponíveis`, { cause: job.failed[0] })
  const page = new ServerPage()
  const html = renderToString(
    <ServerPageContext.Provider value={page}>
      <App queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          // No inline script: the router's state goes in the JSON block instead (CSP).
          hydrate={false}
        />
      </App>
    </ServerPageContext.Provider>,
  )
  const state = pageState(queryClient, {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: null,
  })
  queryClient.clear()
  return {
    status: page.status,
    html,
    state,
    ...(page.lcpImage && { lcpImage: page.lcpImage }),
    ...(page.head && { head: page.head }),
  }
}

export const renderer: PageRenderer = {
  isRendered: (path) => isRenderedPath(shapes, path),
  canonicalPath: (path) => canonicalPath(shapes, path),
  render,
  errorScreen: (code) =>
    renderToString(
      <main className="mx-auto w-full max-w-7xl px-4 py-6">
        <ErrorFallback onRetry={() => {}} onHome={() => {}} code={code} />
      </main>,
    ),
}
