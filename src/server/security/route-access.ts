import { randomUUID } from 'node:crypto'
import { DOWNLOAD_INPUT } from '#server/modules/downloads/download-test-kit.ts'
import { HELP_PAGE_INPUT } from '#server/modules/help-pages/help-page-test-kit.ts'
import { PRODUCT_INPUT } from '#server/modules/products/product-test-kit.ts'
import { PROJECT } from '#server/modules/projects/project-test-kit.ts'
import { A_ADDRESS, B_ADDRESS, type Role, type SecurityKit } from './security-test-kit.ts'

/** The exact status each role gets. */
export type Access = Record<Role, number>

export interface Call {
  path: string
  body?: unknown
  /** Read before and after a refused call: it must not have changed. */
  state?: () => Promise<unknown>
}

export interface RouteAccess {
  access: Access
  /** The call for one role: a valid body, on records of customer A (made afresh when it changes them). */
  call(kit: SecurityKit, role: Role): Call | Promise<Call>
}

/** Anyone, signed in or not. */
const open = (status: number): Access => ({
  visitor: status,
  customer: status,
  other: status,
  admin: status,
})
/** Any signed-in user, each on their own data. */
const signedIn = (status: number): Access => ({
  visitor: 401,
  customer: status,
  other: status,
  admin: status,
})
/** A's record: B and the admin (on the customer routes) find nothing there. */
const ownerOnly = (status: number): Access => ({
  visitor: 401,
  customer: status,
  other: 404,
  admin: 404,
})
const adminOnly = (status: number): Access => ({
  visitor: 401,
  customer: 403,
  other: 403,
  admin: status,
})

const roleAddress = (role: Role) => (role === 'customer' ? A_ADDRESS : B_ADDRESS)

/** Every route of the app (method and path as Hono lists them), as the four roles meet it. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': { access: open(200), call: () => ({ path: '/api/health' }) },
  'GET /api/shop': { access: open(200), call: () => ({ path: '/api/shop' }) },

  'GET /api/auth/session': { access: open(200), call: () => ({ path: '/api/auth/session' }) },
  'POST /api/auth/login': {
    access: open(200),
    call: (kit, role) => ({ path: '/api/auth/login', body: kit.credentials(role) }),
  },
  'POST /api/auth/register': {
    access: open(201),
    call: (kit, role) => ({
      path: '/api/auth/register',
      body: {
        email: kit.fresh.email(),
        password: 'nova-senha',
        confirmPassword: 'nova-senha',
        address: roleAddress(role),
      },
    }),
  },
  'POST /api/auth/checkout': {
    access: open(201),
    call: (kit) => ({
      path: '/api/auth/checkout',
      body: { email: kit.fresh.email(), password: 'nova-senha' },
    }),
  },
  'POST /api/auth/logout': { access: open(204), call: () => ({ path: '/api/auth/logout' }) },
  'POST /api/auth/forgot-password': {
    access: open(200),
    call: (kit) => ({ path: '/api/auth/forgot-password', body: { email: kit.fresh.email() } }),
  },
  'POST /api/auth/reset-password/validate': {
    access: open(200),
    async call(kit) {
      const user = await kit.fresh.user()
      const token = await kit.fresh.resetToken(user.id)
      return { path: '/api/auth/reset-password/validate', body: { email: user.email, token } }
    },
  },
  'POST /api/auth/reset-password': {
    access: open(200),
    async call(kit) {
      const user = await kit.fresh.user()
      const token = await kit.fresh.resetToken(user.id)
      return {
        path: '/api/auth/reset-password',
        body: { email: user.email, token, newPassword: 'senha-nova-1' },
      }
    },
  },

  'GET /api/account/address': {
    access: signedIn(200),
    call: () => ({ path: '/api/account/address' }),
  },
  'PUT /api/account/address': {
    access: signedIn(200),
    call: (kit, role) => ({
      path: '/api/account/address',
      body: roleAddress(role),
      state: () => kit.read.addresses(),
    }),
  },
  'GET /api/cep/:cep': { access: open(200), call: () => ({ path: '/api/cep/01310100' }) },

  'GET /api/products': { access: open(200), call: () => ({ path: '/api/products' }) },
  'GET /api/products/categories': {
    access: open(200),
    call: () => ({ path: '/api/products/categories' }),
  },
  'GET /api/products/:id': {
    access: open(200),
    call: (kit) => ({ path: `/api/products/${kit.productId}` }),
  },
  'POST /api/leads': {
    access: open(201),
    call: (kit) => ({
      path: '/api/leads',
      body: { productId: kit.productId, whatsapp: '(11) 98765-4321', carInfo: 'Gol 2010' },
    }),
  },
  'GET /api/help-pages': { access: open(200), call: () => ({ path: '/api/help-pages' }) },
  'GET /api/help-pages/:slug': {
    access: open(200),
    call: (kit) => ({ path: `/api/help-pages/${kit.helpSlug}` }),
  },
  'GET /api/downloads': { access: open(200), call: () => ({ path: '/api/downloads' }) },

  'POST /api/orders': {
    access: signedIn(201),
    call: (kit, role) => ({
      path: '/api/orders',
      body: {
        items: [{ productId: kit.productId, quantity: 1 }],
        address: roleAddress(role),
        paymentMethod: 'pix',
      },
      state: async () => (await kit.read.counts()).orders,
    }),
  },
  'POST /api/orders/:id/retry-payment': {
    access: ownerOnly(200),
    call: (kit) => ({
      path: `/api/orders/${kit.order}/retry-payment`,
      state: () => kit.read.order(kit.order),
    }),
  },
  'GET /api/orders': { access: signedIn(200), call: () => ({ path: '/api/orders' }) },
  'GET /api/orders/:id': {
    access: ownerOnly(200),
    call: (kit) => ({ path: `/api/orders/${kit.order}` }),
  },

  'GET /api/projects/terms': { access: open(200), call: () => ({ path: '/api/projects/terms' }) },
  'GET /api/projects': { access: signedIn(200), call: () => ({ path: '/api/projects' }) },
  'POST /api/projects/:id/accept': {
    access: ownerOnly(200),
    async call(kit) {
      const id = await kit.fresh.project()
      return {
        path: `/api/projects/${id}/accept`,
        body: { accepted: true },
        state: () => kit.read.project(id),
      }
    },
  },
  'DELETE /api/projects/:id': {
    access: ownerOnly(204),
    async call(kit) {
      const id = await kit.fresh.project()
      return { path: `/api/projects/${id}`, state: () => kit.read.project(id) }
    },
  },

  // Mercado Pago calls it without a session; a payment id it does not know changes nothing.
  'POST /api/webhooks/mercadopago': {
    access: open(200),
    call: () => ({
      path: '/api/webhooks/mercadopago',
      body: { type: 'payment', data: { id: '1234567890' } },
    }),
  },
  // The simulated checkout page: the order's owner, or the admin, and nobody else.
  'GET /api/payments/simulated/:preferenceId': {
    access: { visitor: 401, customer: 200, other: 404, admin: 200 },
    call: async (kit) => ({ path: `/api/payments/simulated/sim-${await kit.fresh.cardOrder()}` }),
  },
  'POST /api/payments/simulated/:preferenceId/approve': {
    access: { visitor: 401, customer: 303, other: 404, admin: 303 },
    async call(kit) {
      const id = await kit.fresh.cardOrder()
      return {
        path: `/api/payments/simulated/sim-${id}/approve`,
        state: () => kit.read.order(id),
      }
    },
  },
  'POST /api/payments/simulated/:preferenceId/reject': {
    access: { visitor: 401, customer: 303, other: 404, admin: 303 },
    async call(kit) {
      const id = await kit.fresh.cardOrder()
      return { path: `/api/payments/simulated/sim-${id}/reject`, state: () => kit.read.order(id) }
    },
  },

  'GET /api/admin/summary': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/summary' }),
  },

  'GET /api/admin/users': { access: adminOnly(200), call: () => ({ path: '/api/admin/users' }) },
  'PATCH /api/admin/users/:id': {
    access: adminOnly(200),
    async call(kit) {
      const user = await kit.fresh.user()
      return {
        path: `/api/admin/users/${user.id}`,
        body: { name: 'Nome Trocado', email: kit.fresh.email() },
        state: () => kit.read.user(user.id),
      }
    },
  },
  'DELETE /api/admin/users/:id': {
    access: adminOnly(204),
    async call(kit) {
      const user = await kit.fresh.user()
      return { path: `/api/admin/users/${user.id}`, state: () => kit.read.user(user.id) }
    },
  },
  'POST /api/admin/users/:id/reset-password': {
    access: adminOnly(200),
    async call(kit) {
      const user = await kit.fresh.user()
      return {
        path: `/api/admin/users/${user.id}/reset-password`,
        state: () => kit.read.resetTokens(user.id),
      }
    },
  },

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
        body: { ...PRODUCT_INPUT, name: 'Nome Trocado', priceCents: 1 },
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

  'GET /api/admin/leads': { access: adminOnly(200), call: () => ({ path: '/api/admin/leads' }) },
  'DELETE /api/admin/leads': {
    access: adminOnly(200),
    async call(kit) {
      await kit.fresh.lead()
      return { path: '/api/admin/leads', state: async () => (await kit.read.counts()).leads }
    },
  },

  'GET /api/admin/projects': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/projects' }),
  },
  'POST /api/admin/projects': {
    access: adminOnly(201),
    call: (kit) => ({
      path: '/api/admin/projects',
      body: { ...PROJECT, clientId: kit.ids.customer },
      state: async () => (await kit.read.counts()).projects,
    }),
  },
  'DELETE /api/admin/projects/:id': {
    access: adminOnly(204),
    async call(kit) {
      const id = await kit.fresh.project()
      return { path: `/api/admin/projects/${id}`, state: () => kit.read.project(id) }
    },
  },

  'GET /api/admin/orders': { access: adminOnly(200), call: () => ({ path: '/api/admin/orders' }) },
  'PATCH /api/admin/orders/:id/status': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.cardOrder()
      return {
        path: `/api/admin/orders/${id}/status`,
        body: { status: 'enviado' },
        state: () => kit.read.order(id),
      }
    },
  },
  'PUT /api/admin/orders/:id/tracking': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.cardOrder()
      return {
        path: `/api/admin/orders/${id}/tracking`,
        body: { trackingCode: 'BR123456789BR' },
        state: () => kit.read.order(id),
      }
    },
  },
  'DELETE /api/admin/orders/:id': {
    access: adminOnly(204),
    async call(kit) {
      const id = await kit.fresh.cardOrder()
      return { path: `/api/admin/orders/${id}`, state: () => kit.read.order(id) }
    },
  },

  'GET /api/admin/sales': { access: adminOnly(200), call: () => ({ path: '/api/admin/sales' }) },

  'POST /api/admin/help-pages': {
    access: adminOnly(201),
    call: (kit) => ({
      path: '/api/admin/help-pages',
      body: { ...HELP_PAGE_INPUT, slug: `ajuda-${randomUUID()}` },
      state: async () => (await kit.read.counts()).helpPages,
    }),
  },
  'PATCH /api/admin/help-pages/:id': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.helpPage()
      return {
        path: `/api/admin/help-pages/${id}`,
        body: { ...HELP_PAGE_INPUT, slug: `ajuda-${randomUUID()}` },
        state: () => kit.read.helpPage(id),
      }
    },
  },
  'DELETE /api/admin/help-pages/:id': {
    access: adminOnly(204),
    async call(kit) {
      const id = await kit.fresh.helpPage()
      return { path: `/api/admin/help-pages/${id}`, state: () => kit.read.helpPage(id) }
    },
  },

  'POST /api/admin/downloads': {
    access: adminOnly(201),
    call: (kit) => ({
      path: '/api/admin/downloads',
      body: DOWNLOAD_INPUT,
      state: async () => (await kit.read.counts()).downloads,
    }),
  },
  'PATCH /api/admin/downloads/:id': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.download()
      return {
        path: `/api/admin/downloads/${id}`,
        body: { ...DOWNLOAD_INPUT, title: 'Título trocado' },
        state: () => kit.read.downloads(),
      }
    },
  },
  'DELETE /api/admin/downloads/:id': {
    access: adminOnly(204),
    async call(kit) {
      const id = await kit.fresh.download()
      return { path: `/api/admin/downloads/${id}`, state: () => kit.read.downloads() }
    },
  },
  // A new download is the last one: it can always move up.
  'POST /api/admin/downloads/:id/move': {
    access: adminOnly(200),
    async call(kit) {
      await kit.fresh.download()
      const id = await kit.fresh.download()
      return {
        path: `/api/admin/downloads/${id}/move`,
        body: { direction: 'up' },
        state: () => kit.read.downloads(),
      }
    },
  },
}
