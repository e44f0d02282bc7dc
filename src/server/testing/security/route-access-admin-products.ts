import { PRODUCT_INPUT, productEdit } from '#server/testing/product-fixtures.ts'
import { adminOnly, type RouteAccess } from './route-access-kinds.ts'

/** 'Produtos' routes (/api/admin/products*), their variants (decision 053) included. */
export const PRODUCTS_ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/admin/products': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/products' }),
  },
  'POST /api/admin/products': {
    access: adminOnly(201),
    call: (kit) => ({
      path: '/api/admin/products',
      body: PRODUCT_INPUT,
      state: async () => (await kit.read.counts()).products,
    }),
  },
  'PATCH /api/admin/products/:id': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.product()
      return {
        path: `/api/admin/products/${id}`,
        body: productEdit({ version: 1, stock: 0 }, { name: 'Nome Trocado', priceCents: 1 }),
        state: () => kit.read.product(id),
      }
    },
  },
  'GET /api/admin/products/:id': {
    access: adminOnly(200),
    async call(kit) {
      return { path: `/api/admin/products/${await kit.fresh.product()}` }
    },
  },
  'GET /api/admin/products/:id/movements': {
    access: adminOnly(200),
    async call(kit) {
      return { path: `/api/admin/products/${await kit.fresh.product()}/movements` }
    },
  },
  'GET /api/admin/products/:id/variants': {
    access: adminOnly(200),
    async call(kit) {
      return { path: `/api/admin/products/${await kit.fresh.product()}/variants` }
    },
  },
  // A product's options and variants (decision 053).
  'PUT /api/admin/products/:id/variants': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.product()
      return {
        path: `/api/admin/products/${id}/variants`,
        body: {
          version: 1,
          options: [{ name: 'Tamanho', values: [{ value: '37 cm' }, { value: '38 cm' }] }],
          variants: [{ values: ['37 cm'] }, { values: ['38 cm'], stock: 2 }],
        },
        state: () => kit.read.product(id),
      }
    },
  },
  // 'Ocultar da loja' / 'Mostrar na loja'.
  'PUT /api/admin/products/:id/visibility': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.product()
      return {
        path: `/api/admin/products/${id}/visibility`,
        body: { hidden: true },
        state: () => kit.read.product(id),
      }
    },
  },
  'DELETE /api/admin/products/:id': {
    access: adminOnly(204),
    async call(kit) {
      const id = await kit.fresh.product()
      return { path: `/api/admin/products/${id}`, state: () => kit.read.product(id) }
    },
  },
}
