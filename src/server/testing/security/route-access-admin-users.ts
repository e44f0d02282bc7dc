import { insertUser } from '#server/testing/payment-fixtures.ts'
import { adminOnly, type RouteAccess } from './route-access-kinds.ts'

/** 'Usuários' routes (/api/admin/users*), as the four roles meet them. */
export const USERS_ROUTE_ACCESS: Record<string, RouteAccess> = {
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
  'PUT /api/admin/users/:id/role': {
    access: adminOnly(200),
    async call(kit, role) {
      // The owner takes back the role of a second admin (the matrix leaves the owner the only
      // admin); the others ask to make a customer an admin, and are refused.
      const user = role === 'admin' ? await insertUser(kit.db, true) : await kit.fresh.user()
      return {
        path: `/api/admin/users/${user.id}/role`,
        body: { isAdmin: role !== 'admin' },
        state: () => kit.read.user(user.id),
      }
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
}
