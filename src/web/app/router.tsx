import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { productQueryOptions } from '#web/features/products/api/get-product.ts'
import { productsQueryOptions } from '#web/features/products/api/get-products.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Layout } from './layout.tsx'
import { requireAuth } from './route-guard.ts'
import { RouteErrorFallback } from './error-fallback.tsx'

/** The routes of spec.md section 2; every screen is its own lazily loaded chunk. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorFallback />,
      // Shown while the first screen's code arrives.
      hydrateFallbackElement: <Spinner label="Carregando..." />,
      children: [
        {
          path: '/',
          // Starts the catalog request while the page's code downloads, not after.
          loader: () => {
            void queryClient.prefetchInfiniteQuery(productsQueryOptions())
            return null
          },
          lazy: async () => ({
            Component: (await import('#web/features/products/store-page.tsx')).StorePage,
          }),
        },
        {
          path: '/product/:id',
          loader: ({ params }) => {
            if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id))
            return null
          },
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
          path: '/baixar',
          lazy: async () => ({
            Component: (await import('#web/features/downloads/downloads-page.tsx')).DownloadsPage,
          }),
        },
        {
          path: '/duvidas',
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
                Component: (await import('#web/features/admin/orders/order-print-page.tsx'))
                  .OrderPrintPage,
              }),
            },
            {
              path: '/admin/pedidos/:id',
              lazy: async () => ({
                Component: (await import('#web/features/admin/orders/order-detail-page.tsx'))
                  .OrderDetailPage,
              }),
            },
          ],
        },
        {
          path: '/:slug',
          lazy: async () => ({
            Component: (await import('#web/features/help/help-page.tsx')).HelpPage,
          }),
        },
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('#web/features/help/not-found-page.tsx')).NotFoundPage,
          }),
        },
      ],
    },
  ]
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient))
}
