import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { heldUnits } from '#domain/cart.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { usePageHead } from '#web/lib/page-head.ts'
import { useNotFoundStatus } from '#web/lib/server-page.ts'
import { useSession } from '#web/lib/session.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'
import { productQueryOptions } from './api/get-product.ts'
import { BACK_LINK, BackToStore, PAGE_GRID, ProductView } from './components/product-view.tsx'
import { useAddToCart } from './hooks/use-add-to-cart.ts'

// An admin's view of a hidden product, loaded only for an admin on a 404 (decision 045): the page
// every customer loads does not carry it.
const HiddenProduct = lazy(async () => ({
  default: (await import('./components/hidden-product.tsx')).HiddenProduct,
}))

const BONE = 'animate-pulse rounded bg-stone-200'

/**
 * The page's outline while the product loads, line for line (category, name, price, stock,
 * description, button): the picture's square is already where it will be, and nothing below the
 * first screen (the footer) moves into view and out again.
 */
function ProductSkeleton() {
  return (
    <div className={PAGE_GRID}>
      <div className="flex flex-col gap-4">
        <BackToStore />
        <div className={`aspect-square w-full rounded-lg ${BONE}`} />
      </div>
      <div className="flex flex-col gap-4" aria-hidden="true">
        <div className={`h-5 w-1/4 ${BONE}`} />
        <div className={`h-9 w-3/4 ${BONE}`} />
        <div className={`h-9 w-1/3 ${BONE}`} />
        <div className={`h-6 w-1/3 ${BONE}`} />
        <div className={`h-24 w-full ${BONE}`} />
        <div className={`mt-2 h-10 w-full sm:w-56 ${BONE}`} />
      </div>
      <p role="status" className="sr-only">
        Carregando produto...
      </p>
    </div>
  )
}

export function ProductDetailPage() {
  const { id = '' } = useParams()
  const query = useQuery(productQueryOptions(id))
  // This browser's cart, once hydrated: the server drew the page for everyone.
  const hydrated = useHydrated()
  // Of the variant the address names (a choice made here is written there, decision 053).
  const variantId = useSearchParams()[0].get('variante') ?? undefined
  const stored = useCartStore((state) => heldUnits(state.items, { id, variantId }))
  const addToCart = useAddToCart()

  if (query.isPending) return <ProductSkeleton />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <ProductNotFound id={id} />
    }
    throw query.error
  }
  return (
    <ProductView
      key={query.data.id}
      product={query.data}
      held={hydrated ? stored : 0}
      onAdd={addToCart}
    />
  )
}

/**
 * 'Produto não encontrado', as the server draws it for everyone; to an admin, once hydrated, the
 * product if it is only hidden from the store.
 */
function ProductNotFound({ id }: { id: string }) {
  const hydrated = useHydrated()
  const { user } = useSession()
  if (!hydrated || !user?.isAdmin) return <NotFound />
  return (
    <Suspense fallback={<NotFound />}>
      <HiddenProduct id={id} notFound={<NotFound />} />
    </Suspense>
  )
}

function NotFound() {
  useNotFoundStatus()
  usePageHead({ kind: 'not-found', title: 'Produto não encontrado' })
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">Produto não encontrado</h1>
      <Link to="/" className={`${BACK_LINK} mt-4`}>
        Voltar para a loja
      </Link>
    </div>
  )
}
