import { encodeProductCursor } from '#domain/schemas/product-query.ts'
import { ADDRESS } from '#server/testing/test-client.ts'
import type { HostileRoute } from './hostile-route.ts'
import { ADMIN_HOSTILE_ROUTES } from './hostile-routes-admin.ts'

export type { HostileRoute, KnownRows, Role } from './hostile-route.ts'

const CURSOR = encodeProductCursor({
  at: '2026-01-01T00:00:00.000000Z',
  id: '7d3b6c1e-5a1f-4c2e-9b7a-1f2e3d4c5b6a',
})
const CATALOG_QUERY = {
  q: 'capa',
  category: 'Volantes',
  sort: 'recentes',
  limit: '10',
  offset: '0',
  after: CURSOR,
}

const REGISTER = {
  email: 'novo@exemplo.com',
  password: 'segredo-1',
  confirmPassword: 'segredo-1',
  address: ADDRESS,
}

/** Every route of the API: the test fails when the app has one this list does not name. */
export const HOSTILE_ROUTES: HostileRoute[] = [
  { method: 'GET', path: '/api/health', as: 'visitor' },
  { method: 'GET', path: '/api/shop', as: 'visitor' },
  { method: 'GET', path: '/api/auth/session', as: 'visitor' },
  {
    method: 'POST',
    path: '/api/auth/login',
    as: 'visitor',
    body: (k) => ({ email: k.customerEmail, password: k.customerPassword, remember: true }),
    deviceCookie: true,
  },
  { method: 'POST', path: '/api/auth/register', as: 'visitor', body: () => REGISTER },
  {
    method: 'POST',
    path: '/api/auth/checkout',
    as: 'visitor',
    body: () => ({ email: 'compra@exemplo.com', password: 'segredo-1' }),
    deviceCookie: true,
  },
  { method: 'POST', path: '/api/auth/logout', as: 'visitor' },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    as: 'visitor',
    body: (k) => ({ email: k.customerEmail }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password/validate',
    as: 'visitor',
    body: (k) => ({ email: k.customerEmail, token: 'a'.repeat(43) }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    as: 'visitor',
    body: (k) => ({ email: k.customerEmail, token: 'a'.repeat(43), newPassword: 'nova-senha-1' }),
  },
  {
    method: 'POST',
    path: '/api/auth/access-link',
    as: 'visitor',
    body: (k) => ({ email: k.customerEmail, redirectTo: '/checkout' }),
  },
  {
    method: 'POST',
    path: '/api/auth/access-link/sign-in',
    as: 'visitor',
    body: (k) => ({ email: k.customerEmail, token: 'a'.repeat(43) }),
  },
  {
    method: 'POST',
    path: '/api/auth/invitation/sign-in',
    as: 'visitor',
    body: (k) => ({ email: k.customerEmail, token: 'a'.repeat(43) }),
  },
  { method: 'GET', path: '/api/account/address', as: 'customer' },
  { method: 'GET', path: '/api/account/password', as: 'customer' },
  {
    method: 'PUT',
    path: '/api/account/password',
    as: 'customer',
    body: () => ({ newPassword: 'senha-nova-1' }),
  },
  { method: 'PUT', path: '/api/account/address', as: 'customer', body: () => ADDRESS },
  { method: 'PATCH', path: '/api/account/name', as: 'customer', body: () => ({ name: 'Maria' }) },
  {
    method: 'POST',
    path: '/api/account/password',
    as: 'customer',
    // The same password again: a valid call leaves the customer's password as the other routes know it.
    body: (k) => ({ currentPassword: k.customerPassword, newPassword: k.customerPassword }),
  },
  {
    method: 'GET',
    path: '/api/cep/:cep',
    as: 'visitor',
    params: () => ({ cep: ['01310100', '01310-100'] }),
  },
  {
    // 'Calcular frete e prazo' (decision 054): public, limited per address (a 429 is an answer).
    method: 'POST',
    path: '/api/freight/quote',
    as: 'visitor',
    body: (k) => ({ cep: '01310-100', items: [{ productId: k.productId, quantity: 1 }] }),
  },
  { method: 'GET', path: '/api/products', as: 'visitor', query: CATALOG_QUERY },
  { method: 'GET', path: '/api/products/categories', as: 'visitor' },
  {
    method: 'GET',
    path: '/api/products/:id',
    as: 'visitor',
    params: (k) => ({ id: [k.productId, k.productId.toUpperCase()] }),
  },
  {
    method: 'POST',
    path: '/api/leads',
    as: 'visitor',
    body: (k) => ({
      productId: k.productId,
      variantId: k.productId,
      whatsapp: '(11) 98765-4321',
      carInfo: 'Gol 2015',
    }),
  },
  { method: 'GET', path: '/api/help-pages', as: 'visitor' },
  {
    method: 'GET',
    path: '/api/help-pages/:slug',
    as: 'visitor',
    params: (k) => ({ slug: [k.helpPageSlug] }),
  },
  { method: 'GET', path: '/api/downloads', as: 'visitor' },
  {
    method: 'GET',
    path: '/api/policies/:kind',
    as: 'visitor',
    query: { versao: '1' },
    params: () => ({ kind: ['privacidade', 'termos', 'trocas-e-devolucoes'] }),
  },
  {
    method: 'POST',
    path: '/api/orders',
    as: 'customer',
    body: (k) => ({
      items: [{ productId: k.productId, quantity: 1 }],
      projectIds: [],
      address: ADDRESS,
      paymentMethod: 'pix',
    }),
  },
  {
    method: 'POST',
    path: '/api/orders/:id/retry-payment',
    as: 'customer',
    params: (k) => ({ id: [k.orderId] }),
  },
  {
    method: 'POST',
    path: '/api/orders/:id/withdrawal',
    as: 'customer',
    body: () => ({ reason: 'Mudei de ideia' }),
    params: (k) => ({ id: [k.orderId] }),
  },
  { method: 'GET', path: '/api/orders', as: 'customer' },
  {
    method: 'GET',
    path: '/api/orders/:id',
    as: 'customer',
    params: (k) => ({ id: [k.orderId, k.orderId.toUpperCase()] }),
  },
  { method: 'GET', path: '/api/projects/terms', as: 'visitor' },
  { method: 'GET', path: '/api/projects', as: 'customer' },
  {
    method: 'POST',
    path: '/api/projects/:id/accept',
    as: 'customer',
    body: () => ({ accepted: true }),
    params: (k) => ({ id: [k.projectId] }),
  },
  { method: 'DELETE', path: '/api/projects/:id', as: 'customer' },
  {
    method: 'POST',
    path: '/api/webhooks/mercadopago',
    as: 'visitor',
    body: () => ({ type: 'payment', data: { id: '123456' } }),
    query: { type: 'payment', 'data.id': '123456', topic: 'payment', id: '123456' },
  },
  {
    method: 'GET',
    path: '/api/payments/simulated/:preferenceId',
    as: 'customer',
    params: (k) => ({ preferenceId: [`sim-${k.orderId}`] }),
  },
  {
    method: 'POST',
    path: '/api/payments/simulated/:preferenceId/approve',
    as: 'customer',
    params: (k) => ({ preferenceId: [`sim-${k.orderId}`] }),
  },
  {
    method: 'POST',
    path: '/api/payments/simulated/:preferenceId/reject',
    as: 'customer',
    params: (k) => ({ preferenceId: [`sim-${k.orderId}`] }),
  },
  {
    method: 'GET',
    path: '/api/payments/simulated/pix/:orderId',
    as: 'customer',
    params: (k) => ({ orderId: [k.orderId] }),
  },
  {
    method: 'POST',
    path: '/api/payments/simulated/pix/:orderId/pay',
    as: 'customer',
    params: (k) => ({ orderId: [k.orderId] }),
  },
  ...ADMIN_HOSTILE_ROUTES,
]

/** The path's parameter names, in order: '/api/orders/:id/retry-payment' → ['id']. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
}

/** Whether a route takes anything from the caller: a body, a path parameter or a query. */
export function takesInput(route: HostileRoute): boolean {
  return route.method !== 'GET' || pathParams(route.path).length > 0 || route.query !== undefined
}
