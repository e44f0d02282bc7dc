import { screen } from '@testing-library/react'
import type { Product } from '#domain/product.ts'
import { PRODUCT_FORM_MESSAGES } from '#domain/schemas/product-form.ts'
import { json, makeProduct, renderApp } from '#web/testing/render.tsx'
import { stubAdminApi, type AdminRoute } from './admin-fixtures.ts'

export const PRODUCTS = '/api/admin/products'
const CATEGORIES = '/api/products/categories'

export const capa = makeProduct({
  id: 'cccccccc-0000-4000-8000-000000000001',
  name: 'Capa de Volante',
  priceCents: 18990,
  category: 'Volantes',
  image: 'https://example.com/capa.jpg',
  description: 'Capa de volante em couro legítimo.',
  stock: 5,
})
export const tapete = makeProduct({
  id: 'cccccccc-0000-4000-8000-000000000002',
  name: 'Tapete Personalizado',
  priceCents: 123450,
  category: 'Tapetes',
  image: 'https://example.com/tapete.jpg',
  stock: 0,
  isCustomOrder: true,
})

interface ProductsApiOptions {
  products?: Product[]
  /** Rows per page, as the server's `limit`. */
  pageSize?: number
  /** Products that orders reference: deleting them is refused with 409. */
  inOrders?: string[]
  answers?: Partial<Record<AdminRoute, () => Response>>
}

/**
 * The admin API with the product routes. The catalog is kept, so a POST, PATCH or DELETE shows in
 * the next GET; the list is searched (name) and filtered (category) as the server does.
 */
function stubProductsApi(options: ProductsApiOptions = {}) {
  const { products = [capa, tapete], pageSize = 48, inOrders = [], answers = {} } = options
  let list = [...products]
  let created = 0
  const lastCall = () => stub.fetchMock.mock.calls.at(-1)
  const body = () => JSON.parse(String(lastCall()?.[1]?.body)) as Partial<Product>
  const routes: Partial<Record<AdminRoute, () => Response>> = {
    [`GET ${PRODUCTS}`]: () => {
      const params = new URL(String(lastCall()?.[0]), 'http://localhost').searchParams
      const q = params.get('q')?.toLowerCase() ?? ''
      const category = params.get('category')
      const offset = Number(params.get('offset') ?? 0)
      const found = list.filter(
        (product) =>
          product.name.toLowerCase().includes(q) && (!category || product.category === category),
      )
      const next = offset + pageSize
      const items = found.slice(offset, next)
      return json({ items, nextOffset: next < found.length ? next : null })
    },
    [`GET ${CATEGORIES}`]: () => {
      const categories = [...new Set(list.map((product) => product.category).filter(Boolean))]
      return json({ categories: categories.sort() })
    },
    [`POST ${PRODUCTS}`]: () => {
      created += 1
      const product = makeProduct({
        ...body(),
        id: `cccccccc-0000-4000-8000-${String(100 + created).padStart(12, '0')}`,
      })
      list = [product, ...list]
      addRoutes(product.id)
      return json({ product }, 201)
    },
  }
  function addRoutes(id: string) {
    routes[`PATCH ${PRODUCTS}/${id}`] = () => {
      list = list.map((product) => (product.id === id ? { ...product, ...body() } : product))
      return json({ product: list.find((product) => product.id === id) })
    }
    routes[`DELETE ${PRODUCTS}/${id}`] = () => {
      if (inOrders.includes(id)) {
        const error = { code: 'product-in-orders', message: PRODUCT_FORM_MESSAGES.inOrders }
        return json({ error }, 409)
      }
      list = list.filter((product) => product.id !== id)
      return new Response(null, { status: 204 })
    }
  }
  products.forEach(({ id }) => addRoutes(id))
  // Read at each request, so the routes added by a POST answer too.
  Object.assign(routes, answers)
  const stub = stubAdminApi({ answers: routes })
  return stub
}

/** The paths (with their query) the tab asked for the product list. */
export function listRequests(stub: ReturnType<typeof stubProductsApi>): string[] {
  return stub.calls(`GET ${PRODUCTS}`).map(([input]) => {
    const url = new URL(String(input), 'http://localhost')
    return url.pathname + url.search
  })
}

export async function openProducts(options: ProductsApiOptions = {}) {
  const api = stubProductsApi(options)
  const view = renderApp('/admin?tab=produtos')
  await screen.findByRole('heading', { name: 'Adicionar Produto' })
  return { ...view, ...api }
}
