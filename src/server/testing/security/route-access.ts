import { ADMIN_ROUTE_ACCESS } from './route-access-admin.ts'
import { PHOTO_ROUTE_ACCESS } from './route-access-photos.ts'
import { SIMULATED_PAYMENT_ROUTE_ACCESS } from './route-access-simulated-payments.ts'
import { SHOP_SETTINGS_ROUTE_ACCESS } from './route-access-shop.ts'
import { WITHDRAWAL_ROUTE_ACCESS } from './route-access-withdrawals.ts'
import { open, signedIn, ownerOnly, roleAddress, type RouteAccess } from './route-access-kinds.ts'

import type { SecurityKit } from './security-fixtures.ts'

export type { Access, Call, RouteAccess } from './route-access-kinds.ts'

/** Every account as stored (names, password hashes): a refused call changes none. */
const everyUser = (kit: SecurityKit) =>
  Promise.all(Object.values(kit.ids).map((id) => kit.read.user(id)))

/** The public and customer routes, as the four roles meet them. */
const SHOP_ROUTE_ACCESS: Record<string, RouteAccess> = {
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
  'POST /api/auth/access-link': {
    access: open(200),
    call: (kit) => ({ path: '/api/auth/access-link', body: { email: kit.fresh.email() } }),
  },
  'POST /api/auth/access-link/sign-in': {
    access: open(200),
    async call(kit) {
      const user = await kit.fresh.user()
      const token = await kit.fresh.accessLink(user.id)
      return { path: '/api/auth/access-link/sign-in', body: { email: user.email, token } }
    },
  },
  'POST /api/auth/invitation/sign-in': {
    access: open(200),
    async call(kit) {
      const user = await kit.fresh.user()
      const token = await kit.fresh.invitation(user.id)
      return { path: '/api/auth/invitation/sign-in', body: { email: user.email, token } }
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
  'PATCH /api/account/name': {
    access: signedIn(200),
    call: (kit, role) => ({
      path: '/api/account/name',
      body: { name: roleAddress(role).name },
      state: () => everyUser(kit),
    }),
  },
  'POST /api/account/password': {
    access: signedIn(200),
    // The role's own password again, so later sign-ins in the matrix still work.
    call: (kit, role) => ({
      path: '/api/account/password',
      body: {
        currentPassword: kit.credentials(role).password,
        newPassword: kit.credentials(role).password,
      },
      state: () => everyUser(kit),
    }),
  },
  'GET /api/account/password': {
    access: signedIn(200),
    call: () => ({ path: '/api/account/password' }),
  },
  // Every role has a password: the route refuses to replace it (409), and changes nothing.
  'PUT /api/account/password': {
    access: signedIn(409),
    call: (kit) => ({
      path: '/api/account/password',
      body: { newPassword: 'senha-nova-1' },
      state: () => everyUser(kit),
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
  // 'Calcular frete e prazo' (decision 054): anyone may ask; it writes nothing but its count.
  'POST /api/freight/quote': {
    access: open(200),
    call: (kit) => ({
      path: '/api/freight/quote',
      body: { cep: '01310-100', items: [{ productId: kit.productId, quantity: 1 }] },
    }),
  },
  'GET /api/help-pages': { access: open(200), call: () => ({ path: '/api/help-pages' }) },
  'GET /api/help-pages/:slug': {
    access: open(200),
    call: (kit) => ({ path: `/api/help-pages/${kit.helpSlug}` }),
  },
  'GET /api/downloads': { access: open(200), call: () => ({ path: '/api/downloads' }) },
  // The crawlers' files at the shop's root (decision 023).
  'GET /sitemap.xml': { access: open(200), call: () => ({ path: '/sitemap.xml' }) },
  'GET /robots.txt': { access: open(200), call: () => ({ path: '/robots.txt' }) },
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
}

/** Every route of the app (method and path as Hono lists them), as the four roles meet them. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  ...SHOP_ROUTE_ACCESS,
  ...ADMIN_ROUTE_ACCESS,
  ...PHOTO_ROUTE_ACCESS,
  ...SHOP_SETTINGS_ROUTE_ACCESS,
  ...WITHDRAWAL_ROUTE_ACCESS,
  ...SIMULATED_PAYMENT_ROUTE_ACCESS,
}
