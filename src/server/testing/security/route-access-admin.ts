import { randomUUID } from 'node:crypto'
import { insertDownload } from '#server/modules/downloads/download-repository.ts'
import { DOWNLOAD_INPUT } from '#server/testing/download-fixtures.ts'
import { HELP_PAGE_INPUT } from '#server/testing/help-page-fixtures.ts'
import { PROJECT } from '#server/testing/project-fixtures.ts'
import { adminOnly, type RouteAccess } from './route-access-kinds.ts'
import { PRODUCTS_ROUTE_ACCESS } from './route-access-admin-products.ts'
import { USERS_ROUTE_ACCESS } from './route-access-admin-users.ts'

/** The admin's routes (/api/admin/*), as the four roles meet them. */
export const ADMIN_ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/admin/summary': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/summary' }),
  },
  // The panel's banner of missing settings (names only): the owner's alone.
  'GET /api/admin/setup': { access: adminOnly(200), call: () => ({ path: '/api/admin/setup' }) },
  // 'Remover dados de demonstração': what it would remove, and the removal.
  'GET /api/admin/demo-data': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/demo-data' }),
  },
  'DELETE /api/admin/demo-data': {
    access: adminOnly(200),
    async call(kit) {
      await insertDownload(kit.db, DOWNLOAD_INPUT, { demo: true })
      return { path: '/api/admin/demo-data', state: () => kit.read.downloads() }
    },
  },

  ...USERS_ROUTE_ACCESS,
  ...PRODUCTS_ROUTE_ACCESS,

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

  // The list to work through, filtered, searched and paged.
  'GET /api/admin/orders': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/orders?status=processando&q=maria&page=1' }),
  },
  // Every customer's name, email and WhatsApp in one file: the owner's alone.
  'GET /api/admin/orders/export.csv': {
    access: adminOnly(200),
    call: () => ({ path: '/api/admin/orders/export.csv?status=todos&q=' }),
  },
  // One order as the owner packs it: customer A's address, among others.
  'GET /api/admin/orders/:id': {
    access: adminOnly(200),
    async call(kit) {
      return { path: `/api/admin/orders/${await kit.fresh.cardOrder()}` }
    },
  },
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
