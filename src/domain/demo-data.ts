/**
 * The demonstration data (SEED_DEMO): products, help pages and downloads the seed marked, which
 * the panel's 'Remover dados de demonstração' deletes (issue 34). Shared by the route and the panel.
 */

export const DEMO_DATA_MESSAGES = {
  /** Why a demo product stays: an order names it, and orders keep their lines (decision 002). */
  keptInOrders: 'tem pedidos',
  /** A checkout took a demo product while it was being removed: nothing was removed. */
  busy: 'Um pedido acabou de usar um produto de demonstração. Nada foi removido; tente de novo.',
  removeFailed: 'Erro ao remover dados de demonstração. Tente novamente.',
} as const

/** How many demonstration rows of each kind. */
export interface DemoDataCounts {
  products: number
  helpPages: number
  downloads: number
}

/** A demo product the removal leaves, and why. */
export interface KeptDemoProduct {
  id: string
  name: string
  reason: string
}

export function demoDataTotal(counts: DemoDataCounts) {
  return counts.products + counts.helpPages + counts.downloads
}
