import { useId } from 'react'
import { Link } from 'react-router'
import { formatBRL, type Cents } from '#domain/money.ts'
import { Button, buttonClasses } from '../../../components/ui/button.tsx'

interface CartSummaryProps {
  regularCents: Cents
  /** A line cannot be bought (deleted or sold out): checkout waits until it is removed. */
  blocked: boolean
}

export function CartSummary({ regularCents, blocked }: CartSummaryProps) {
  const titleId = useId()
  const reasonId = useId()
  // Shipping is fixed at 0 (spec.md section 9).
  const totalCents = regularCents
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
        {/* The custom-projects issue adds 'Projetos Personalizados' here (accepted projects only). */}
        <Row label="Frete" value="Grátis" />
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-bold">
          <dt>Total</dt>
          <dd>{formatBRL(totalCents)}</dd>
        </div>
      </dl>
      {blocked ? (
        <>
          <Button className="w-full" disabled aria-describedby={reasonId}>
            Finalizar Compra
          </Button>
          <p id={reasonId} className="text-sm text-red-700">
            Remova os produtos indisponíveis para finalizar a compra.
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
