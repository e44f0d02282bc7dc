import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/preact'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { Toaster } from 'sonner'
import { onTestFinished, vi } from 'vitest'
import type { SessionUser } from '#domain/account.ts'
import type { PaymentMethod } from '#domain/orders/order-status.ts'
import type { Product, ProductPage } from '#domain/product.ts'
import { shortDescription } from '#domain/text.ts'
import { appRoutes } from '#web/app/router.tsx'
import { createQueryClient } from '#web/lib/query-client.ts'
import type { SellerIdentity } from '#domain/shop-identity.ts'

let nextId = 1

/** A buyable product; `description` drives `shortDescription` as the server does. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`
  const description = overrides.description ?? 'Capa de volante em couro legítimo.'
  return {
    id,
    name: `Produto ${id.slice(-4)}`,
    priceCents: 18990,
    description,
    shortDescription: shortDescription(description),
    image: '/images/produto.jpg',
    category: 'Volantes',
    stock: 5,
    isCustomOrder: false,
    videoUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
    variantSummary: overrides.variantSummary ?? {
      count: 1,
      lowestPriceCents: overrides.priceCents ?? 18990,
      anyInStock: (overrides.stock ?? 5) > 0,
      inOptions: false,
      priceVaries: false,
    },
  }
}

export const CUSTOMER: SessionUser = {
  id: 'u-1',
  email: 'cliente@example.com',
  name: 'Cliente',
  isAdmin: false,
}
export const ADMIN: SessionUser = {
  id: 'u-2',
  email: 'admin@example.com',
  name: 'Admin',
  isAdmin: true,
}

/** GET /api/shop as a shop in development answers it: both payment methods. */
export const SHOP = {
  name: 'Vitrine',
  whatsapp: null as string | null,
  paymentMethods: ['pix', 'mercadopago'] as PaymentMethod[],
  seller: null as SellerIdentity | null,
  image: null as string | null,
  banner: null as { image: string; text: string; href: string | null } | null,
}

/** Who sells, as /api/shop answers it once the owner filled the 'Loja' tab (decision 037). */
export const SELLER: SellerIdentity = {
  name: 'Oficina do João Ltda',
  taxId: 'CNPJ 12.ABC.345/01DE-35',
  address: 'Avenida Paulista, 1000 - Bela Vista, São Paulo - SP, CEP 01310-100',
  email: 'contato@oficina.com.br',
  whatsapp: '(11) 98765-4321',
  hours: 'Seg a sex, 9h às 18h',
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

export const serverError = () =>
  json({ error: { code: 'internal', message: 'Erro interno do servidor' } }, 500)

/** Answers a request the test cares about; `undefined` falls back to the default answers. */
export type ApiHandler = (request: {
  method: string
  url: URL
}) => Response | Promise<Response> | undefined

interface ApiOptions {
  user?: SessionUser | null
  /**
   * The catalog: page 1 at no cursor, each next page at the previous page's `nextOffset` (sent
   * back as `nextAfter`); its categories at /api/products/categories.
   */
  pages?: ProductPage[]
  handler?: ApiHandler
}

/** Stubs `fetch` with the API of the web app. Returns the mock to inspect the calls. */
export function stubApi({ user = null, pages = [], handler }: ApiOptions = {}) {
  const products = pages.flatMap((page) => page.items)
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : String(input)
    const url = new URL(href, 'http://localhost')
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const custom = await handler?.({ method, url })
    if (custom) return custom
    const route = `${method} ${url.pathname}`
    if (route === 'GET /api/auth/session') return json({ user })
    if (route === 'POST /api/auth/logout') return new Response(null, { status: 204 })
    if (route === 'GET /api/shop') return json(SHOP)
    // The orders badge asks for a signed-in customer's orders on every page.
    if (route === 'GET /api/orders') return json({ orders: [] })
    // So does the cart badge for their custom projects.
    if (route === 'GET /api/projects') return json({ projects: [] })
    if (route === 'GET /api/products') {
      // The grid pages by `after` (nextAfter): here the cursor is the next page's offset.
      const offset = Number(url.searchParams.get('after') ?? url.searchParams.get('offset') ?? 0)
      let at = 0
      const page = pages.find((candidate) => {
        const found = at === offset
        at = candidate.nextOffset ?? Number.NaN
        return found
      })
      const answer = page ?? { items: [], nextOffset: null }
      const next = answer.nextOffset
      return json({ ...answer, nextAfter: next === null ? null : String(next) })
    }
    if (route === 'GET /api/products/categories') {
      const categories = [...new Set(products.map((p) => p.category).filter(Boolean))]
      return json({ categories: categories.sort((a, b) => a.localeCompare(b, 'pt-BR')) })
    }
    const detail = /^GET \/api\/products\/([^/]+)$/.exec(route)
    const product = detail && products.find((candidate) => candidate.id === detail[1])
    // As the server answers: the product with its photos, its one address when it has no list,
    // and without options its one variant, whose id is its own (decision 053).
    if (product) {
      const only = { photo: null, url: product.image, alt: product.name, widths: [] }
      const own = { id: product.id, values: [], label: '', stock: product.stock, offered: true }
      const variants = [{ ...own, priceCents: null, sku: null, photo: null }]
      return json({ photos: [only], options: [], variants, ...product })
    }
    if (detail) {
      return json({ error: { code: 'product-not-found', message: 'Produto não encontrado' } }, 404)
    }
    return json({ error: { code: 'not-found', message: `Rota de teste ausente: ${route}` } }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The paths the app asked the API for, e.g. '/api/products?offset=2'. */
export function requestedPaths(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    return url.pathname + url.search
  })
}

/**
 * The real app (routes, layout, toasts) at `path`, as src/web/app/app.tsx draws it. `extraRoutes`
 * go inside the layout, before the app's own.
 */
export function renderApp(
  path: string,
  { extraRoutes = [] }: { extraRoutes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient()
  // Keep the app's retry rule but without the waits between attempts.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  })
  onTestFinished(() => queryClient.clear())
  const routes = appRoutes(queryClient)
  routes[0]?.children?.unshift(...extraRoutes)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient, user }
}
