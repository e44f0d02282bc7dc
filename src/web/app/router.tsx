import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { productQueryOptions } from '../features/products/api/get-product.ts'
import { productsQueryOptions } from '../features/products/api/get-products.ts'
import { Spinner } from '../components/ui/spinner.tsx'
import { Layout } from './layout.tsx'
import { requireAuth } from './route-guard.ts'
import { RouteErrorFallback } from './error-fallback.tsx'

const placeholder = (title: string) => async () => {
  const { ComingSoonPage } = await import('../features/placeholders/coming-soon-page.tsx')
  return { Component: () => <ComingSoonPage title={title} /> }
}

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
            Component: (await import('../features/products/store-page.tsx')).StorePage,
          }),
        },
        {
          path: '/product/:id',
          loader: ({ params }) => {
            if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id))
            return null
          },
          lazy: async () => ({
            Component: (await import('../features/products/product-detail-page.tsx'))
              .ProductDetailPage,
          }),
        },
        { path: '/cart', lazy: placeholder('Carrinho de Compras') },
        { path: '/checkout', lazy: placeholder('Finalizar Compra') },
        { path: '/login', lazy: placeholder('Entre na sua conta') },
        { path: '/register', lazy: placeholder('Cadastro') },
        { path: '/reset-password', lazy: placeholder('Redefinir senha') },
        { path: '/baixar', lazy: placeholder('Downloads') },
        { path: '/duvidas', lazy: placeholder('Central de Dúvidas') },
        {
          loader: requireAuth(queryClient),
          children: [
            { path: '/profile', lazy: placeholder('Minha Conta') },
            { path: '/orders', lazy: placeholder('Seus Pedidos') },
          ],
        },
        {
          loader: requireAuth(queryClient, { admin: true }),
          children: [{ path: '/admin', lazy: placeholder('Painel Administrativo') }],
        },
        {
          path: '/:slug',
          lazy: async () => ({
            Component: (await import('../features/help/help-page.tsx')).HelpPage,
          }),
        },
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('../features/help/help-page.tsx')).HelpPage,
          }),
        },
      ],
    },
  ]
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient))
}
