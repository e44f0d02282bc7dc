import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { readPageState } from '#web/lib/page-state.ts'
import { createQueryClient } from '#web/lib/query-client.ts'
import { drawForEveryone } from '#web/lib/use-hydrated.ts'
import { App } from './app.tsx'
import { appRoutes } from './router.tsx'

/**
 * The matched routes' code, loaded before hydrating: a lazy route would otherwise draw its
 * fallback first, which is not what the server sent.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

/**
 * Starts the web app in `root`. A page the server drew (its JSON block holds the router's and the
 * query cache's state) is hydrated: nothing is fetched again and nothing is redrawn; any other
 * page (cart, checkout, admin, or the Vite dev server) is drawn here.
 */
export async function startApp(root: HTMLElement) {
  const queryClient = createQueryClient()
  const state = readPageState(queryClient)
  const routes = appRoutes(queryClient)
  if (!state) {
    const router = createBrowserRouter(routes)
    createRoot(root).render(
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>,
    )
    return
  }
  await loadMatchedRoutes(routes)
  const router = createBrowserRouter(routes, { hydrationData: state.router })
  // preact/compat hydrates at once, in one task (no transitions, docs/decisions/034); what
  // waited for it (useHydrated) is drawn right after, in the effects.
  drawForEveryone(() =>
    hydrateRoot(
      root,
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>,
    ),
  )
}
