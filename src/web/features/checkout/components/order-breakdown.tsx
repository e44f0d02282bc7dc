import type { CartLine } from '#domain/cart.ts'
import { cartLineKey, cartLineName } from '#domain/cart-lines.ts'
import { formatBRL } from '#domain/money.ts'
import type { PaymentMethod } from '#domain/orders/order-status.ts'
import { priceOrder, type PricedLine } from '#domain/pricing.ts'
import type { MyProject } from '#web/lib/my-projects.ts'

interface OrderBreakdownProps {
  lines: readonly CartLine[]
  /** Accepted custom projects: one unit each. */
  projects: readonly Pick<MyProject, 'id' | 'name' | 'priceCents'>[]
  method: PaymentMethod
}

const priced = (lines: readonly CartLine[]): PricedLine[] =>
  lines.map(({ product, quantity }) => ({ unitPriceCents: product.priceCents, quantity }))
const pricedProjects = (projects: OrderBreakdownProps['projects']): PricedLine[] =>
  projects.map((project) => ({ unitPriceCents: project.priceCents, quantity: 1 }))

/**
 * What the order should cost, with the server's own pricing function. Display only: the server
 * prices the order again from its catalog, and its total is the one shown once it exists.
 */
export function OrderBreakdown({ lines, projects, method }: OrderBreakdownProps) {
  const customLines = pricedProjects(projects)
  const regular = priceOrder(priced(lines), method).subtotalCents
  const custom = priceOrder(customLines, method).subtotalCents
  const price = priceOrder([...priced(lines), ...customLines], method)
  return (
    <div className="space-y-3">
      <ul className="space-y-1 text-sm text-stone-700">
        {lines.map(({ product, quantity }) => (
          <li key={cartLineKey(product)} className="flex justify-between gap-4">
            <span className="min-w-0 truncate">
              {quantity}x {cartLineName(product)}
            </span>
            <span className="shrink-0">{formatBRL(product.priceCents * quantity)}</span>
          </li>
        ))}
        {projects.map((project) => (
          <li key={project.id} className="flex justify-between gap-4">
            <span className="min-w-0 truncate">1x {project.name} (projeto personalizado)</span>
            <span className="shrink-0">{formatBRL(project.priceCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-stone-200 pt-3 text-sm">
        <Row label="Produtos Regulares" value={formatBRL(regular)} />
        <Row label="Produtos Personalizados" value={formatBRL(custom)} />
        {method === 'pix' && (
          <Row
            label="Desconto PIX"
            value={`-${formatBRL(price.discountCents)}`}
            className="text-green-800"
          />
        )}
        <Row label="Frete" value="Grátis" />
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatBRL(price.totalCents)}</dd>
        </div>
      </dl>
    </div>
  )
}

function Row({
  label,
  value,
  className = '',
}: {
  label: string
  value: string
  className?: string
}) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  )
}
