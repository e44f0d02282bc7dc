/**
 * A product's stock, or a variant's, as one write left it: `version` grows with every change
 * (migrations 0012 and 0034).
 */
export interface StockReading {
  /** The product's id, or 'variant:<id>' for a variant (whose id may be its product's). */
  id: string
  stock: number
  version: number
  /**
   * How many of the stock read the answer does not show (decision 053: a product's variants not
   * offered, which the store does not sell); what it shows follows the stock heard, less these.
   */
  held?: number
}

/** The payload the triggers send when only a product's (or a variant's) stock changed. */
const STOCK_PAYLOAD = /^stock:((?:variant:)?[0-9a-f-]{36}):(\d+):(\d+)$/

/** The stock map's key of a variant's stock. */
export const variantStockKey = (variantId: string) => `variant:${variantId}`

/** A stock notification's reading, or undefined for any other payload (a catalog change). */
export function parseStockPayload(payload: string): StockReading | undefined {
  const match = STOCK_PAYLOAD.exec(payload)
  if (!match) return undefined
  return { id: match[1]!, stock: Number(match[2]), version: Number(match[3]) }
}

/**
 * The current stock of the products the catalog cache has shown, kept by every reading heard:
 * this instance's own writes (at commit), other instances' writes (NOTIFY) and catalog reads.
 * Readings may arrive in any order; the highest version wins, so an old one never undoes a new one.
 */
export class StockMap {
  private readonly readings = new Map<string, StockReading>()

  observe(reading: StockReading): void {
    const known = this.readings.get(reading.id)
    if (!known || reading.version > known.version) this.readings.set(reading.id, reading)
  }

  stockOf(id: string): number | undefined {
    return this.readings.get(id)?.stock
  }

  clear(): void {
    this.readings.clear()
  }

  get size(): number {
    return this.readings.size
  }
}
