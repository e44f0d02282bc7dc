// The authorization matrix's lines for a withdrawal (decision 039): the customer's 'Desistir da
// compra' on their own order, and the owner's refund, parcel back and 'Produção iniciada'.
import { adminOnly, ownerOnly, type RouteAccess } from './route-access-kinds.ts'

export const WITHDRAWAL_ROUTE_ACCESS: Record<string, RouteAccess> = {
  // 'Desistir da compra' (decision 039): A's order alone, and once.
  'POST /api/orders/:id/withdrawal': {
    access: ownerOnly(200),
    async call(kit) {
      const id = await kit.fresh.paidOrder()
      return {
        path: `/api/orders/${id}/withdrawal`,
        body: { reason: 'Mudei de ideia' },
        state: () => kit.read.order(id),
      }
    },
  },
  // The owner's side of a withdrawal (decision 039): money back and stock back, the owner's alone.
  'POST /api/admin/orders/:id/refund': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.paidOrder()
      return { path: `/api/admin/orders/${id}/refund`, state: () => kit.read.order(id) }
    },
  },
  'POST /api/admin/orders/:id/refund/pix': {
    access: adminOnly(200),
    async call(kit) {
      // Marked paid by hand (no provider payment): the money goes back by a PIX.
      const id = await kit.fresh.cardOrder()
      await kit.call('admin', 'PATCH', `/api/admin/orders/${id}/status`, { status: 'pago' })
      return { path: `/api/admin/orders/${id}/refund/pix`, state: () => kit.read.order(id) }
    },
  },
  'POST /api/admin/orders/:id/returned': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.paidOrder({ shipped: true })
      return { path: `/api/admin/orders/${id}/returned`, state: () => kit.read.order(id) }
    },
  },
  'POST /api/admin/orders/:id/production-started': {
    access: adminOnly(200),
    async call(kit) {
      const id = await kit.fresh.paidOrder({ customWork: true })
      return {
        path: `/api/admin/orders/${id}/production-started`,
        state: () => kit.read.order(id),
      }
    },
  },
}
