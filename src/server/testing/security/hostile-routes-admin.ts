// The admin's routes for the hostile-input test (/api/admin/*), called as the admin.
import { DEFAULT_FREIGHT_RULES } from '#domain/delivery/freight-rules.ts'
import { PRODUCT_INPUT } from '#server/testing/product-fixtures.ts'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import type { HostileRoute } from './hostile-route.ts'

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

export const ADMIN_HOSTILE_ROUTES: HostileRoute[] = [
  { method: 'GET', path: '/api/admin/summary', as: 'admin' },
  { method: 'GET', path: '/api/admin/setup', as: 'admin' },
  { method: 'GET', path: '/api/admin/demo-data', as: 'admin' },
  { method: 'DELETE', path: '/api/admin/demo-data', as: 'admin' },
  { method: 'GET', path: '/api/admin/users', as: 'admin' },
  {
    method: 'PATCH',
    path: '/api/admin/users/:id',
    as: 'admin',
    body: (k) => ({ name: 'Cliente Renomeado', email: k.customerEmail }),
    params: (k) => ({ id: [k.customerId] }),
  },
  { method: 'DELETE', path: '/api/admin/users/:id', as: 'admin' },
  {
    // On the admin's own account: a valid body is refused (already an admin, or the last one),
    // so no run of the suite changes who is an admin for the next.
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    as: 'admin',
    body: () => ({ isAdmin: true }),
    params: (k) => ({ id: [k.adminId] }),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    as: 'admin',
    params: (k) => ({ id: [k.customerId] }),
  },
  {
    method: 'GET',
    path: '/api/admin/products',
    as: 'admin',
    query: { q: 'capa', category: 'Volantes', limit: '10', offset: '0' },
  },
  { method: 'POST', path: '/api/admin/products', as: 'admin', body: () => PRODUCT_INPUT },
  {
    method: 'PATCH',
    path: '/api/admin/products/:id',
    as: 'admin',
    body: () => ({ ...PRODUCT_INPUT, stock: 1000, version: 1, stockLoaded: 3 }),
    params: (k) => ({ id: [k.productId] }),
  },
  {
    method: 'GET',
    path: '/api/admin/products/:id',
    as: 'admin',
    params: (k) => ({ id: [k.productId] }),
  },
  {
    method: 'GET',
    path: '/api/admin/products/:id/movements',
    as: 'admin',
    params: (k) => ({ id: [k.productId] }),
  },
  {
    method: 'GET',
    path: '/api/admin/products/:id/variants',
    as: 'admin',
    params: (k) => ({ id: [k.productId] }),
  },
  {
    method: 'PUT',
    path: '/api/admin/products/:id/variants',
    as: 'admin',
    body: () => ({
      version: 1,
      options: [{ name: 'Cor', values: [{ value: 'Preta' }, { value: 'Vermelha' }] }],
      variants: [
        {
          values: ['Preta'],
          stock: 1,
          stockLoaded: 0,
          sku: 'CP-1',
          priceCents: 100,
          offered: true,
        },
        { values: ['Vermelha'], photo: null },
      ],
    }),
    params: (k) => ({ id: [k.productId] }),
  },
  {
    method: 'PUT',
    path: '/api/admin/products/:id/visibility',
    as: 'admin',
    body: () => ({ hidden: true }),
    params: (k) => ({ id: [k.productId] }),
  },
  { method: 'DELETE', path: '/api/admin/products/:id', as: 'admin' },
  { method: 'GET', path: '/api/admin/leads', as: 'admin' },
  { method: 'DELETE', path: '/api/admin/leads', as: 'admin' },
  { method: 'GET', path: '/api/admin/projects', as: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/projects',
    as: 'admin',
    body: (k) => ({
      name: 'Tapete sob medida',
      priceCents: 25000,
      category: 'Tapetes',
      clientId: k.customerId,
      image: 'https://cdn.exemplo.com/tapete.jpg',
      description: 'Tapete para o Gol 2015',
    }),
  },
  { method: 'DELETE', path: '/api/admin/projects/:id', as: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/orders',
    as: 'admin',
    query: { status: 'pago', q: '3f2a', page: '2' },
  },
  {
    method: 'GET',
    path: '/api/admin/orders/export.csv',
    as: 'admin',
    query: { status: 'pendente', q: 'maria' },
  },
  {
    method: 'GET',
    path: '/api/admin/orders/:id',
    as: 'admin',
    // A full id, or the 8 or more characters a customer quotes (decision 030).
    params: (k) => ({
      id: [k.orderId, k.orderId.toUpperCase(), k.orderId.slice(0, 8), k.orderId.slice(0, 13)],
    }),
  },
  {
    method: 'PATCH',
    path: '/api/admin/orders/:id/status',
    as: 'admin',
    body: () => ({ status: 'processando' }),
    params: (k) => ({ id: [k.orderId] }),
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/:id/tracking',
    as: 'admin',
    body: () => ({ trackingCode: 'BR123456789BR' }),
    params: (k) => ({ id: [k.orderId] }),
  },
  { method: 'DELETE', path: '/api/admin/orders/:id', as: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    as: 'admin',
    params: (k) => ({ id: [k.orderId] }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/refund/pix',
    as: 'admin',
    params: (k) => ({ id: [k.orderId] }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/returned',
    as: 'admin',
    params: (k) => ({ id: [k.orderId] }),
  },
  {
    method: 'POST',
    path: '/api/admin/orders/:id/production-started',
    as: 'admin',
    params: (k) => ({ id: [k.orderId] }),
  },
  { method: 'GET', path: '/api/admin/sales', as: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/help-pages',
    as: 'admin',
    body: () => ({
      title: 'Como instalar',
      slug: 'como-instalar',
      questions: [{ question: 'Onde fica o conector?', youtubeUrl: YOUTUBE }],
    }),
  },
  {
    method: 'PATCH',
    path: '/api/admin/help-pages/:id',
    as: 'admin',
    body: (k) => ({
      title: 'Instalação',
      slug: k.helpPageSlug,
      questions: [{ question: 'Onde fica o conector?', youtubeUrl: YOUTUBE }],
    }),
    params: (k) => ({ id: [k.helpPageId] }),
  },
  { method: 'DELETE', path: '/api/admin/help-pages/:id', as: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/downloads',
    as: 'admin',
    body: () => ({ title: 'Manual', url: 'https://arquivos.exemplo.com/manual.pdf' }),
  },
  {
    method: 'PATCH',
    path: '/api/admin/downloads/:id',
    as: 'admin',
    body: () => ({ title: 'Manual', url: '/demo/manual.pdf', description: 'Versão 2' }),
    params: (k) => ({ id: [k.downloadId] }),
  },
  { method: 'DELETE', path: '/api/admin/downloads/:id', as: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/downloads/:id/move',
    as: 'admin',
    body: () => ({ direction: 'up' }),
    params: (k) => ({ id: [k.downloadId] }),
  },
  { method: 'GET', path: '/api/admin/shop-settings', as: 'admin' },
  // The 'Loja' tab: any hostile body is refused (a stale or made-up version gets 409), nothing saved.
  {
    method: 'PUT',
    path: '/api/admin/shop-settings',
    as: 'admin',
    body: () => ({ version: 1, settings: SHOP_SETTINGS_SAMPLE }),
  },
  { method: 'GET', path: '/api/admin/policies', as: 'admin' },
  // A stale or made-up version gets 409; a valid text may publish a version (then it is allowed to).
  {
    method: 'PUT',
    path: '/api/admin/policies/:kind',
    as: 'admin',
    body: () => ({ version: 1, text: 'Trocas em até 7 dias após o recebimento.' }),
    params: () => ({ kind: ['termos', 'trocas-e-devolucoes'] }),
  },
  { method: 'GET', path: '/api/admin/freight', as: 'admin' },
  // 'Entrega' (decision 054): a stale or made-up version gets 409; a valid body may add a version.
  {
    method: 'PUT',
    path: '/api/admin/freight',
    as: 'admin',
    body: () => ({ version: 0, ...DEFAULT_FREIGHT_RULES, handlingDays: 1 }),
  },
  // The photo upload reads multipart only: every hostile body (JSON, text, bytes) is refused.
  { method: 'POST', path: '/api/admin/photos', as: 'admin' },
]
