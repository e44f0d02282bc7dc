import { useId } from 'react'
import { Link } from 'react-router'
import { formatBRL, type Cents } from '#domain/money.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'

interface CartSummaryProps {
  regularCents: Cents
  /** The accepted projects' sum; undefined when the customer has no projects (no row then). */
  projectsCents?: Cents
  /** Why checkout waits (an unavailable line, only projects awaiting their terms); null if it can go. */
  blockedReason: string | null
}

export function CartSummary({ regularCents, projectsCents, blockedReason }: CartSummaryProps) {
  const titleId = useId()
  const reasonId = useId()
  // Shipping is fixed at 0 (spec.md section 9).
  const totalCents = regularCents + (projectsCents ?? 0)
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Resumo do Pedido
      </h2>
      <dl className="space-y-2 text-sm">
        <Row label="Produtos Regulares" value={formatBRL(regularCents)} />
        {projectsCents !== undefined && (
          <Row label="Projetos Personalizados" value={formatBRL(projectsCents)} />
        )}
        <Row label="Frete" value="Grátis" />
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatBRL(totalCents)}</dd>
        </div>
      </dl>
      {blockedReason ? (
        <>
          <Button className="w-full" disabled aria-describedby={reasonId}>
            Finalizar Compra
          </Button>
          <p id={reasonId} className="text-sm text-red-700">
            {blockedReason}
          </p>
        </>
      ) : (
        <Link to="/checkout" className={buttonClasses('primary', 'w-full')}>
          Finalizar Compra
        </Link>
      )}
      <Link to="/" className={buttonClasses('secondary', 'w-full')}>
        Continuar Comprando
      </Link>
    </section>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  )
}
