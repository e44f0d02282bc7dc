import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'

/**
 * Nothing to buy. With custom projects still awaiting the terms, says so and leads back to the
 * cart, where they are accepted.
 */
export function EmptyCheckout({ awaitingTerms = false }: { awaitingTerms?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm">
      <ShoppingCart aria-hidden="true" className="size-12 text-stone-400" />
      {awaitingTerms ? (
        <>
          <p className="text-lg font-medium">{CHECKOUT_MESSAGES.projectsAwaitTerms}</p>
          <Link to="/cart" className={buttonClasses('primary')}>
            Voltar ao Carrinho
          </Link>
        </>
      ) : (
        <>
          <p className="text-lg font-medium">{CHECKOUT_MESSAGES.emptyCart}</p>
          <Link to="/" className={buttonClasses('primary')}>
            Continuar Comprando
          </Link>
        </>
      )}
    </div>
  )
}
