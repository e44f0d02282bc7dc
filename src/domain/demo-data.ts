/**
 * The demonstration data (SEED_DEMO): products, help pages and downloads the seed marked, which
 * the panel's 'Remover dados de demonstração' deletes (decision 025). Shared by the route and the panel.
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

const KINDS: [keyof DemoDataCounts, string, string][] = [
  ['products', 'produto', 'produtos'],
  ['helpPages', 'página de ajuda', 'páginas de ajuda'],
  ['downloads', 'download', 'downloads'],
]

/** '23 produtos, 3 páginas de ajuda e 1 download': each kind there is some of, in pt-BR. */
export function describeDemoCounts(counts: DemoDataCounts): string {
  const parts = KINDS.filter(([kind]) => counts[kind] > 0).map(
    ([kind, one, many]) => `${counts[kind]} ${counts[kind] === 1 ? one : many}`,
  )
  if (parts.length === 0) return 'nada'
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`
}
