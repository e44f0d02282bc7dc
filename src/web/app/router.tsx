import type { QueryClient } from '@tanstack/react-query'
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { productQueryOptions } from '#web/features/products/api/get-product.ts'
import { POLICY_KINDS, policyPath } from '#domain/policies.ts'
import { knownCategory, parseStoreSearch } from '#domain/store-search.ts'
import { categoriesQueryOptions } from '#web/features/products/api/get-categories.ts'
import { productsQueryOptions } from '#web/features/products/api/get-products.ts'
import { shopQueryOptions } from '#web/lib/shop-info.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Layout } from './layout.tsx'
import { RENDERED } from './rendered-route.ts'
import { requireAuth } from './route-guard.ts'
import { RouteErrorFallback } from './error-fallback.tsx'

interface RouteOptions {
  /** On the server: loaders wait for their data, so the page is drawn with it. */
  awaitData?: boolean
}

/** The routes of spec.md section 2; every screen is its own lazily loaded chunk. */
export function appRoutes(
  queryClient: QueryClient,
  { awaitData = false }: RouteOptions = {},
): RouteObject[] {
  // In the browser a loader only starts the page's request, while its code downloads.
  const prefetch = async (...requests: Promise<unknown>[]) => {
    if (awaitData) await Promise.all(requests)
    return null
  }
  // Pages whose data the browser asks for when drawn, as before: only the server needs it first,
  // and their query code is imported there only (the store page's JavaScript stays as it was).
  const onServer = (request: (args: LoaderFunctionArgs) => Promise<unknown>) =>
    awaitData ? async (args: LoaderFunctionArgs) => prefetch(request(args)) : undefined
  const help = () => import('#web/features/help/api/get-help-pages.ts')
  // The store's grid for the address's search; a category is looked up among the catalog's
  // first (an unknown one shows the whole store, as the page does).
  const storeData = ({ request }: LoaderFunctionArgs) => {
    const asked = parseStoreSearch(new URL(request.url).searchParams)
    const categories = queryClient.prefetchQuery(categoriesQueryOptions())
    const known = () => queryClient.getQueryData(categoriesQueryOptions().queryKey)?.categories
    const grid = asked.category
      ? categories.then(() =>
          queryClient.prefetchInfiniteQuery(productsQueryOptions(knownCategory(asked, known()))),
        )
      : queryClient.prefetchInfiniteQuery(productsQueryOptions(asked))
    return prefetch(categories, grid)
  }
  return [
    {
      element: <Layout />,
      loader: onServer(() => queryClient.prefetchQuery(shopQueryOptions())),
      errorElement: <RouteErrorFallback />,
      // Shown while the first screen's code arrives.
      hydrateFallbackElement: <Spinner label="Carregando..." />,
      children: [
        {
          path: '/',
          handle: RENDERED,
          loader: storeData,
          lazy: async () => ({
            Component: (await import('#web/features/products/store-page.tsx')).StorePage,
          }),
        },
        {
          path: '/product/:id',
          handle: RENDERED,
          loader: ({ params }) =>
            prefetch(queryClient.prefetchQuery(productQueryOptions(params.id!))),
          // A zoomed photo is an entry of the page's own history (use-photo-zoom.ts), a variant
          // chosen (`?variante=`, decision 053) the same product: nothing to load again.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
          lazy: async () => ({
            Component: (await import('#web/features/products/product-detail-page.tsx'))
              .ProductDetailPage,
          }),
        },
        {
          path: '/cart',
          lazy: async () => ({
            Component: (await import('#web/features/cart/cart-page.tsx')).CartPage,
          }),
        },
        {
          path: '/checkout',
          lazy: async () => ({
            Component: (await import('#web/features/checkout/checkout-page.tsx')).CheckoutPage,
          }),
        },
        {
          path: '/login',
          lazy: async () => {
            const [{ LoginPage }, { redirectSignedIn }] = await Promise.all([
              import('#web/features/auth/login-page.tsx'),
              import('#web/features/auth/auth-redirect.ts'),
            ])
            return { Component: LoginPage, loader: redirectSignedIn(queryClient) }
          },
        },
        {
          path: '/register',
          lazy: async () => {
            const [{ RegisterPage }, { redirectSignedIn }] = await Promise.all([
              import('#web/features/auth/register-page.tsx'),
              import('#web/features/auth/auth-redirect.ts'),
            ])
            return { Component: RegisterPage, loader: redirectSignedIn(queryClient) }
          },
        },
        {
          path: '/reset-password',
          lazy: async () => ({
            Component: (await import('#web/features/auth/reset-password-page.tsx'))
              .ResetPasswordPage,
          }),
        },
        {
          path: '/access-link',
          lazy: async () => ({
            Component: (await import('#web/features/auth/access-link-page.tsx')).AccessLinkPage,
          }),
        },
        {
          path: '/invitation',
          lazy: async () => ({
            Component: (await import('#web/features/auth/access-link-page.tsx')).InvitationPage,
          }),
        },
        {
          path: '/baixar',
          handle: RENDERED,
          loader: onServer(async () => {
            const { downloadsQueryOptions } =
              await import('#web/features/downloads/api/get-downloads.ts')
            await queryClient.prefetchQuery(downloadsQueryOptions())
          }),
          lazy: async () => ({
            Component: (await import('#web/features/downloads/downloads-page.tsx')).DownloadsPage,
          }),
        },
        {
          path: '/duvidas',
          handle: RENDERED,
          loader: onServer(async () =>
            queryClient.prefetchQuery((await help()).helpPagesQueryOptions()),
          ),
          lazy: async () => ({
            Component: (await import('#web/features/help/help-centre-page.tsx')).HelpCentrePage,
          }),
        },
        {
          loader: requireAuth(queryClient),
          children: [
            {
              path: '/profile',
              lazy: async () => ({
                Component: (await import('#web/features/profile/profile-page.tsx')).ProfilePage,
              }),
            },
            {
              path: '/orders',
              lazy: async () => ({
                Component: (await import('#web/features/orders/orders-page.tsx')).OrdersPage,
              }),
            },
          ],
        },
        {
          loader: requireAuth(queryClient, { admin: true }),
          children: [
            {
              path: '/admin',
              lazy: async () => ({
                Component: (await import('#web/features/admin/shell/admin-page.tsx')).AdminPage,
              }),
            },
            {
              path: '/admin/pedidos/imprimir',
              lazy: async () => ({
                Component: (await import('#web/features/admin/orders/print/order-print-page.tsx'))
                  .OrderPrintPage,
              }),
            },
            {
              path: '/admin/pedidos/:id',
              lazy: async () => ({
                Component: (await import('#web/features/admin/orders/detail/order-detail-page.tsx'))
                  .OrderDetailPage,
              }),
            },
          ],
        },
        // The shop's policies (decision 038), before '/:slug'; a past version's address too ('?versao=2').
        ...POLICY_KINDS.map((kind): RouteObject => ({
          path: policyPath(kind),
          handle: RENDERED,
          loader: onServer(async ({ request }) =>
            (await import('#web/features/policies/api/get-policy.ts')).prefetchPolicy(
              queryClient,
              kind,
              request.url,
            ),
          ),
          lazy: async () => ({
            Component: (await import('#web/features/policies/policy-page.tsx')).PolicyPage,
          }),
        })),
        {
          path: '/:slug',
          handle: RENDERED,
          // A slug of another shape is not asked for (the page shows 'not found').
          loader: onServer(async ({ params }) => {
            const { isHelpSlug, helpPageQueryOptions } = await help()
            if (isHelpSlug(params.slug!)) {
              await queryClient.prefetchQuery(helpPageQueryOptions(params.slug!))
            }
          }),
          lazy: async () => ({
            Component: (await import('#web/features/help/help-page.tsx')).HelpPage,
          }),
        },
        {
          path: '*',
          handle: RENDERED,
          lazy: async () => ({
            Component: (await import('#web/features/help/not-found-page.tsx')).NotFoundPage,
          }),
        },
      ],
    },
  ]
}

/** True when the page at `path` is one the server draws. */
export function isRenderedPath(routes: RouteObject[], path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1)
  return leaf?.route.handle === RENDERED
}
