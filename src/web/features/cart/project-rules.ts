import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import type { Cents } from '#domain/money.ts'

/** Shown while any project awaits its terms (spec.md, Cart); checkout says the same. */
export const TERMS_WARNING = CHECKOUT_MESSAGES.projectsAwaitTerms

/** Why 'Finalizar Compra' waits, shown under the disabled button. */
export const CHECKOUT_BLOCKS = {
  unavailable: 'Remova os produtos indisponíveis para finalizar a compra.',
  awaitingTerms: 'Aceite os termos dos projetos para finalizar a compra.',
} as const

interface ProjectTerms {
  priceCents: Cents
  termsAccepted: boolean
}

/** Only projects whose terms were accepted can be bought, so only they count (spec.md section 4). */
export function acceptedProjectsCents(projects: readonly ProjectTerms[]): Cents {
  return projects.reduce((sum, p) => (p.termsAccepted ? sum + p.priceCents : sum), 0)
}

export function awaitsTerms(projects: readonly ProjectTerms[]): boolean {
  return projects.some((p) => !p.termsAccepted)
}

interface CheckoutState {
  /** A regular line was deleted or sold out: it must be removed first. */
  unavailableLines: boolean
  buyableLines: number
  projects: readonly ProjectTerms[]
}

/**
 * Why checkout must wait, or null. Projects awaiting their terms stay in the cart and do not hold
 * back the rest; they only block when there is nothing else to buy.
 */
export function checkoutBlock({ unavailableLines, buyableLines, projects }: CheckoutState) {
  if (unavailableLines) return CHECKOUT_BLOCKS.unavailable
  const nothingBuyable = buyableLines === 0 && !projects.some((p) => p.termsAccepted)
  return nothingBuyable && projects.length > 0 ? CHECKOUT_BLOCKS.awaitingTerms : null
}
