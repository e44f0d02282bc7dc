import { deliveryText, deliveryWindow, pickupText, type DeliveryWindow } from './business-days.ts'
import type { FreightOption } from './freight-quote.ts'
import type { FreightRules } from './freight-rules.ts'

/** An option with the days between which it arrives (or is ready to pick up), and their text. */
export type DatedFreightOption = FreightOption & DeliveryWindow & { text: string | null }

/**
 * Each option dated (decision 054): ready `productionDays` (the slowest line's) plus the shop's
 * handling business days after the order, then its transit. Free shipping for everyone names no
 * transit: its window is the day the order is ready, and no text is shown (the specification's
 * 'Grátis' alone). A pickup reads 'Pronto para retirada a partir de …'.
 */
export function datedOptions(
  options: readonly FreightOption[],
  terms: {
    orderedAt: Date
    productionDays: number
    rules: Pick<FreightRules, 'handlingDays' | 'extraHolidays'>
  },
): DatedFreightOption[] {
  return options.map((option) => {
    const transit = option.transit ?? { minDays: 0, maxDays: 0 }
    const window = deliveryWindow({
      orderedAt: terms.orderedAt,
      productionDays: terms.productionDays,
      handlingDays: terms.rules.handlingDays,
      transitMinDays: transit.minDays,
      transitMaxDays: transit.maxDays,
      extraHolidays: terms.rules.extraHolidays,
    })
    const text =
      option.source === 'pickup'
        ? pickupText(window.earliest)
        : option.transit
          ? deliveryText(window)
          : null
    return { ...option, ...window, text }
  })
}
