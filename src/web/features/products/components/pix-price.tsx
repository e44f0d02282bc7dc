import { formatBRL, pixTotal, type Cents } from '#domain/money.ts'
import { usePaymentMethods } from '#web/lib/shop-info.ts'

/**
 * 'R$ 170,91 no PIX' under a price of R$ 189,90: one unit paid by PIX (spec.md section 9), shown
 * while the shop takes PIX (the methods the checkout offers). The layout's loader puts the shop's
 * answer in the cache of a page the server draws, so the server's HTML and the hydration render
 * agree; until it is known, nothing is shown.
 */
export function PixPrice({ priceCents, className }: { priceCents: Cents; className: string }) {
  if (!usePaymentMethods()?.includes('pix')) return null
  return (
    <p className={className}>
      {/* Read after the price as 'ou R$ 170,91 no PIX'; its own text stays 'R$ 170,91 no PIX'. */}
      <span className="sr-only">ou </span>
      {`${formatBRL(pixTotal(priceCents))} no PIX`}
    </p>
  )
}
