import { screen } from '@testing-library/preact'
import { PHOTO_WIDTHS, photoAddress, type PhotoView } from '#domain/photos.ts'
import type { AdminProduct, Product, StockMovementView } from '#domain/product.ts'
import {
  PRODUCT_FORM_MESSAGES,
  stockBelowZeroMessage,
  type ProductUpdate,
} from '#domain/schemas/product-form.ts'
import { json, makeProduct, renderApp } from '#web/testing/render.tsx'
import { stubAdminApi, type AdminRoute } from './admin-fixtures.ts'

export const PRODUCTS = '/api/admin/products'
const CATEGORIES = '/api/products/categories'

/** A product as the admin list sends it: with the version its form sends back. */
export const adminProduct = (product: Product, version = 1, hidden = false): AdminProduct => ({
  ...product,
  version,
  hidden,
})

export const capa = adminProduct(
  makeProduct({
    id: 'cccccccc-0000-4000-8000-000000000001',
    name: 'Capa de Volante',
    priceCents: 18990,
    category: 'Volantes',
    image: 'https://example.com/capa.jpg',
    description: 'Capa de volante em couro legítimo.',
    stock: 5,
  }),
)
export const tapete = adminProduct(
  makeProduct({
    id: 'cccccccc-0000-4000-8000-000000000002',
    name: 'Tapete Personalizado',
    priceCents: 123450,
    category: 'Tapetes',
    image: 'https://example.com/tapete.jpg',
    stock: 0,
    isCustomOrder: true,
  }),
)

interface ProductsApiOptions {
  /** Version 1 unless given. */
  products?: (Product | AdminProduct)[]
  /** Rows per page, as the server's `limit`. */
  pageSize?: number
  /** Products that orders reference: deleting them is refused with 409. */
  inOrders?: string[]
  /** 'Movimentações de estoque' by product id, newest first; none by default. */
  movements?: Record<string, StockMovementView[]>
  /**
   * Photos by product id, as GET /api/admin/products/:id answers them; by default its one image
   * (a product saved before lists of photos), and after a save the list it sent.
   */
  photos?: Record<string, PhotoView[]>
  answers?: Partial<Record<AdminRoute, () => Response>>
}

const conflict = (code: string, message: string) => json({ error: { code, message } }, 409)

type SentPhoto = { photo?: string; url?: string; alt?: string }

/** A photo sent as the server keeps it (uploaded photos with their four widths). */
const photoView = ({ photo, url, alt }: SentPhoto): PhotoView =>
  photo
    ? { photo, url: photoAddress(photo, PHOTO_WIDTHS), alt: alt ?? '', widths: [...PHOTO_WIDTHS] }
    : { photo: null, url: url ?? '', alt: alt ?? '', widths: [] }

/** The product's `image`, as the server keeps it: the first photo's address. */
const coverOf = (sent?: SentPhoto[]) => (sent?.[0] ? { image: photoView(sent[0]).url } : {})

/**
 * The admin API with the product routes. The catalog is kept, so a POST, PATCH or DELETE shows in
 * the next GET; the list is searched (name) and filtered (category) as the server does, and a
 * PATCH is checked as the server does: the version loaded, the stock typed as a change.
 */
function stubProductsApi(options: ProductsApiOptions = {}) {
  const { products = [capa, tapete], pageSize = 48, inOrders = [], answers = {} } = options
  const { movements = {}, photos = {} } = options
  let list: AdminProduct[] = products.map((product) => ({ version: 1, hidden: false, ...product }))
  let created = 0
  const lastCall = () => stub.fetchMock.mock.calls.at(-1)
  const photosOf = (product: AdminProduct): PhotoView[] =>
    photos[product.id] ?? [{ photo: null, url: product.image, alt: product.name, widths: [] }]
  const body = () => JSON.parse(String(lastCall()?.[1]?.body)) as Partial<Product>
  const change = (id: string, fields: (product: AdminProduct) => Partial<AdminProduct>) => {
    list = list.map((product) => (product.id === id ? { ...product, ...fields(product) } : product))
  }
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
      // A product without options unless given its count (decision 053).
      const items = found.slice(offset, next).map((product) => ({ variantCount: 0, ...product }))
      return json({ items, nextOffset: next < found.length ? next : null })
    },
    [`GET ${CATEGORIES}`]: () => {
      const categories = [...new Set(list.map((product) => product.category).filter(Boolean))]
      return json({ categories: categories.sort() })
    },
    [`POST ${PRODUCTS}`]: () => {
      created += 1
      const { photos: sent, ...fields } = body() as Partial<Product> & { photos?: SentPhoto[] }
      const product = adminProduct(
        makeProduct({
          ...fields,
          ...coverOf(sent),
          id: `cccccccc-0000-4000-8000-${String(100 + created).padStart(12, '0')}`,
        }),
      )
      if (sent) photos[product.id] = sent.map(photoView)
      list = [product, ...list]
      addRoutes(product.id)
      return json({ product }, 201)
    },
  }
  function addRoutes(id: string) {
    routes[`PATCH ${PRODUCTS}/${id}`] = () => {
      const { version, stockLoaded, stockReason, stock, ...fields } = body() as ProductUpdate
      const current = list.find((product) => product.id === id) as AdminProduct
      if (version !== current.version) {
        return conflict('product-changed', PRODUCT_FORM_MESSAGES.changedWhileEditing)
      }
      const left = current.stock + stock - stockLoaded
      if (left < 0) {
        return conflict('stock-below-zero', stockBelowZeroMessage(current.name, current.stock))
      }
      const { photos: sent, ...rest } = fields as Omit<typeof fields, 'photos'> & {
        photos?: SentPhoto[]
      }
      if (sent) photos[id] = sent.map(photoView)
      change(id, () => ({ ...rest, ...coverOf(sent), stock: left, version: version + 1 }))
      const quantity = stock - stockLoaded
      if (quantity !== 0) {
        const reason = quantity < 0 ? 'adjustment' : (stockReason ?? 'restock')
        const recorded = { id: `m-${Date.now()}`, quantity, reason, adminName: 'Admin' }
        const now = new Date().toISOString()
        const at = { orderId: null, orderShortId: null, variantLabel: '', createdAt: now }
        movements[id] = [{ ...recorded, ...at }, ...(movements[id] ?? [])]
      }
      return json({ product: list.find((product) => product.id === id) })
    }
    routes[`PUT ${PRODUCTS}/${id}/visibility`] = () => {
      const { hidden } = body() as { hidden: boolean }
      change(id, () => ({ hidden }))
      const product = list.find((p) => p.id === id) as AdminProduct
      return json({ product: { ...product, photos: photosOf(product) } })
    }
    routes[`GET ${PRODUCTS}/${id}/movements`] = () => json({ movements: movements[id] ?? [] })
    routes[`GET ${PRODUCTS}/${id}`] = () => {
      const product = list.find((p) => p.id === id)
      if (product) return json({ product: { ...detailOf(product), photos: photosOf(product) } })
      const error = { code: 'product-not-found', message: PRODUCT_FORM_MESSAGES.notFound }
      return json({ error }, 404)
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
  return {
    ...stub,
    /** A customer buys while the form is open: the stock drops, the version stays. */
    sell: (id: string, quantity: number) =>
      change(id, (product) => ({ stock: product.stock - quantity })),
    /** Another admin saves the product: its version moves on. */
    editElsewhere: (id: string, fields: Partial<Product>) =>
      change(id, (product) => ({ ...fields, version: product.version + 1 })),
    /** Another admin deletes the product. */
    deleteElsewhere: (id: string) => {
      list = list.filter((product) => product.id !== id)
    },
  }
}

/** A product without options, as the detail answers it: its one variant, its own id (decision 053). */
export const detailOf = (product: AdminProduct) => ({
  ...product,
  options: [],
  variants: [
    {
      id: product.id,
      values: [],
      label: '',
      stock: product.stock,
      priceCents: null,
      sku: null,
      photo: null,
      offered: true,
    },
  ],
})

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
