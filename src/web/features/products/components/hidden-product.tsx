import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useHiddenProduct } from '#web/features/products/api/get-hidden-product.ts'
import { ProductView } from './product-view.tsx'

/**
 * The product an admin opens by its address while it is hidden from the store (decision 045),
 * under a banner saying so, with nothing to buy; `notFound` while it is asked for, and for a
 * product that is not there at all.
 */
export function HiddenProduct({ id, notFound }: { id: string; notFound: ReactNode }) {
  const hidden = useHiddenProduct(id)
  if (!hidden) return notFound
  return <ProductView product={hidden} held={0} banner={<HiddenBanner />} />
}

function HiddenBanner() {
  return (
    <div
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm md:col-span-2"
    >
      <p className="font-bold text-amber-900">Oculto da loja</p>
      <p className="mt-1 text-amber-900">
        Só administradores veem esta página: para os clientes, este produto não está na loja nem na
        busca, e este endereço diz 'Produto não encontrado'.
      </p>
      <Link
        to="/admin?tab=produtos"
        className="mt-2 inline-block font-medium text-amber-900 underline"
      >
        Mostrar na loja em Produtos
      </Link>
    </div>
  )
}
