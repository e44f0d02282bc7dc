import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '#web/components/ui/button.tsx'
import { productsQueryOptions } from './api/get-products.ts'
import { ProductCard } from './components/product-card.tsx'
import type { ImageLoad } from './components/product-image.tsx'
import { useFirstItemsFirst } from './hooks/use-first-items-first.ts'

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4'
// The widest layout's first row.
const FIRST_ROW = 4

/**
 * The first picture is the largest paint on a phone and in every row layout, so it alone is fetched
 * ahead of everything; the rest of the first row is loaded at once, but without competing with it
 * for a slow connection; the rest when scrolled near.
 */
function imageLoad(index: number): ImageLoad {
  return index === 0 ? 'lcp' : index < FIRST_ROW ? 'eager' : 'lazy'
}

/** A card's outline (square picture + text and buttons), so the real cards take its place in place. */
function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <div className="aspect-square w-full animate-pulse bg-stone-200" />
      <div className="h-74" />
    </div>
  )
}

export function StorePage() {
  const query = useInfiniteQuery(productsQueryOptions())
  const products = useFirstItemsFirst(
    query.data?.pages.flatMap((page) => page.items) ?? [],
    FIRST_ROW,
  )

  return (
    <section aria-labelledby="store-title">
      <h1 id="store-title" className="mb-6 text-2xl font-bold">
        Acessórios feitos à mão para o seu carro
      </h1>
      {query.isPending ? (
        <div className={GRID} aria-busy="true" aria-label="Carregando produtos">
          {Array.from({ length: 8 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && products.length === 0 ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-800">Erro ao carregar produtos</p>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            Tentar Novamente
          </Button>
        </div>
      ) : products.length === 0 ? (
        <p className="py-16 text-center text-stone-600">Nenhum produto disponível no momento.</p>
      ) : (
        <>
          <div className={GRID} data-testid="product-grid">
            {products.map((product, index) => (
              <ProductCard key={product.id} product={product} imageLoad={imageLoad(index)} />
            ))}
          </div>
          {query.hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais produtos'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
