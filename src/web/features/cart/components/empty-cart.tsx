import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button.tsx'

export function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm">
      <ShoppingCart aria-hidden="true" className="size-12 text-stone-400" />
      <p className="text-lg font-medium">Seu carrinho está vazio</p>
      <Link to="/" className={buttonClasses('primary')}>
        Continuar Comprando
      </Link>
    </div>
  )
}
