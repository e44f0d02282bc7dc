// The authorization matrix's lines for the simulated provider's pages (a card checkout and a PIX
// bank app) that stand in for Mercado Pago and the customer's bank without credentials.
import type { RouteAccess } from './route-access-kinds.ts'

export const SIMULATED_PAYMENT_ROUTE_ACCESS: Record<string, RouteAccess> = {
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
  // The simulated bank app of a PIX charge: the order's owner, or the admin, and nobody else.
  'GET /api/payments/simulated/pix/:orderId': {
    access: { visitor: 401, customer: 200, other: 404, admin: 200 },
    call: async (kit) => ({ path: `/api/payments/simulated/pix/${await kit.fresh.pixOrder()}` }),
  },
  'POST /api/payments/simulated/pix/:orderId/pay': {
    access: { visitor: 401, customer: 303, other: 404, admin: 303 },
    async call(kit) {
      const id = await kit.fresh.pixOrder()
      return { path: `/api/payments/simulated/pix/${id}/pay`, state: () => kit.read.order(id) }
    },
  },
  'POST /api/payments/simulated/:preferenceId/reject': {
    access: { visitor: 401, customer: 303, other: 404, admin: 303 },
    async call(kit) {
      const id = await kit.fresh.cardOrder()
      return { path: `/api/payments/simulated/sim-${id}/reject`, state: () => kit.read.order(id) }
    },
  },
}
