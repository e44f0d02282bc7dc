import { ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { useSession } from '#web/lib/session.ts'

export function EmptyCart() {
  const { user } = useSession()
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm">
      <ShoppingCart aria-hidden="true" className="size-12 text-stone-400" />
      <p className="text-lg font-medium">Seu carrinho está vazio</p>
      <Link to="/" className={buttonClasses('primary')}>
        Continuar Comprando
      </Link>
      {/* The project email links here: a signed-out client must learn where their project is. */}
      {!user && (
        <p className="text-sm text-stone-600">
          Recebeu um projeto personalizado?{' '}
          <Link
            to={`/login?redirectTo=${encodeURIComponent('/cart')}`}
            className="font-medium text-amber-800 underline"
          >
            Entre na sua conta
          </Link>{' '}
          para vê-lo no carrinho.
        </p>
      )}
    </div>
  )
}
