import { Link } from 'react-router'
import { buttonClasses } from '#web/components/ui/button.tsx'

/** 'Ver Meus Pedidos' and 'Voltar para a Loja', closing every outcome of the checkout. */
export function OrderResultLinks() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Link to="/orders" className={buttonClasses('primary')}>
        Ver Meus Pedidos
      </Link>
      <Link to="/" className={buttonClasses('secondary')}>
        Voltar para a Loja
      </Link>
    </div>
  )
}
