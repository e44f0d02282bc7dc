import { useInfiniteQuery } from '@tanstack/react-query'
import { Button } from '../../components/ui/button.tsx'
import { productsQueryOptions } from './api/get-products.ts'
import { ProductCard } from './components/product-card.tsx'

// The first row at the widest layout: loaded eagerly, as it holds the page's largest paint.
const PRIORITY_CARDS = 4
const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4'

export function StorePage() {
  const query = useInfiniteQuery(productsQueryOptions())
  const products = query.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <section aria-labelledby="store-title">
      <h1 id="store-title" className="mb-6 text-2xl font-bold">
        Acessórios feitos à mão para o seu carro
      </h1>
      {query.isPending ? (
        <div className={GRID} aria-busy="true" aria-label="Carregando produtos">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-[34rem] animate-pulse rounded-xl bg-stone-200" />
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
              <ProductCard key={product.id} product={product} priority={index < PRIORITY_CARDS} />
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
