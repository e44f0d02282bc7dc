import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { CHECKOUT_MESSAGES } from '#domain/schemas/checkout.ts'
import { buttonClasses } from '../../../components/ui/button.tsx'

export function EmptyCheckout() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm">
      <ShoppingCart aria-hidden="true" className="size-12 text-stone-400" />
      <p className="text-lg font-medium">{CHECKOUT_MESSAGES.emptyCart}</p>
      <Link to="/" className={buttonClasses('primary')}>
        Continuar Comprando
      </Link>
    </div>
  )
}
