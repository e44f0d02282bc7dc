import { Link } from 'react-router'
import { SellerIdentityLines } from '#web/components/seller-identity.tsx'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { useShopInfo } from '#web/lib/shop-info.ts'

/**
 * Who sold (Decreto 7.962/2013, art. 2: the order's confirmation names the seller and its
 * contacts), then 'Ver Meus Pedidos' and 'Voltar para a Loja', closing every outcome of the checkout.
 */
export function OrderResultLinks() {
  const { seller } = useShopInfo()
  return (
    <>
      {seller && (
        <section aria-label="Vendido por" className="text-sm text-stone-600">
          <h2 className="font-medium text-stone-800">Vendido por</h2>
          <address className="mt-1 leading-relaxed not-italic">
            <SellerIdentityLines seller={seller} />
          </address>
        </section>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/orders" className={buttonClasses('primary')}>
          Ver Meus Pedidos
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          Voltar para a Loja
        </Link>
      </div>
    </>
  )
}
