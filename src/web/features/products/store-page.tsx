import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { knownCategory, parseStoreSearch, type StoreSearch } from '#domain/store-search.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { usePageHead } from '#web/lib/page-head.ts'
import { useShopInfo } from '#web/lib/shop-info.ts'
import { categoriesQueryOptions } from './api/get-categories.ts'
import { productsQueryOptions } from './api/get-products.ts'
import { CategoryChips } from './components/category-chips.tsx'
import { ProductCard } from './components/product-card.tsx'
import type { ImageLoad } from './components/product-image.tsx'
import { StoreBanner } from './components/store-banner.tsx'
import { StoreSearchForm } from './components/store-search-form.tsx'
import { useFirstItemsFirst } from './hooks/use-first-items-first.ts'
import { useLoadMoreOnScroll } from './hooks/use-load-more-on-scroll.ts'

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4'
// The widest layout's first row.
const FIRST_ROW = 4

/**
 * The first picture is the largest paint on a phone and in every row layout, so it alone is fetched
 * ahead of everything; the rest of the first row is loaded at once, but without competing with it
 * for a slow connection; the rest when scrolled near.
 */
function imageLoad(index: number, banner: boolean): ImageLoad {
  // With a banner above them, the banner is the largest paint, and the cards wait until near the
  // screen: on a phone's link they would share its bytes (decision 048, measured).
  if (banner) return 'lazy'
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

/**
 * What the address asks for, as the store shows it: a category the catalog does not have is the
 * whole store (known once the categories are; until then the grid waits for them).
 */
export function useStoreSearch(): { search: StoreSearch; categories: string[]; ready: boolean } {
  const [params] = useSearchParams()
  const asked = parseStoreSearch(params)
  const categories = useQuery(categoriesQueryOptions())
  const list = categories.data?.categories
  return {
    search: knownCategory(asked, list),
    categories: list ?? [],
    ready: !asked.category || !categories.isPending,
  }
}

export function StorePage() {
  const { search, categories, ready } = useStoreSearch()
  const query = useInfiniteQuery({ ...productsQueryOptions(search), enabled: ready })
  const products = useFirstItemsFirst(
    query.data?.pages.flatMap((page) => page.items) ?? [],
    FIRST_ROW,
  )
  const first = products[0]
  usePageHead({
    kind: 'store',
    category: search.category,
    q: search.q,
    cover: first && { url: first.image, alt: first.name },
  })
  const more = query.hasNextPage && !query.isFetchingNextPage
  const sentinel = useLoadMoreOnScroll(more, () => void query.fetchNextPage())
  const filtered = Boolean(search.q ?? search.category)
  const corrected = query.data?.pages[0]?.corrected
  // The home page's banner, set in 'Loja'; not over a search or a category's page.
  const shopBanner = useShopInfo().banner
  const banner = filtered ? null : shopBanner

  return (
    <section aria-labelledby="store-title" className="flex flex-col gap-6">
      {banner && <StoreBanner banner={banner} />}
      <h1 id="store-title" className="text-2xl font-bold">
        Acessórios feitos à mão para o seu carro
      </h1>
      <div className="flex flex-col gap-4">
        <StoreSearchForm search={search} />
        <CategoryChips categories={categories} search={search} />
      </div>
      {search.q && (
        // A long word (200 characters of punctuation) wraps instead of widening a phone's page.
        <p className="text-stone-700 [overflow-wrap:anywhere]">
          {corrected ? (
            // Found nothing as typed: found for its typos corrected (decision 050), said so.
            <>
              Nenhum resultado para <strong>{`“${search.q}”`}</strong>
              {'. Mostrando resultados para '}
              <strong>{`“${corrected}”`}</strong>.
            </>
          ) : (
            <>
              Resultados para <strong>{`“${search.q}”`}</strong>
            </>
          )}
        </p>
      )}
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
        filtered ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-lg font-semibold">Nenhum produto encontrado</p>
            <Link to="/" className={buttonClasses('secondary')}>
              Ver todos os produtos
            </Link>
          </div>
        ) : (
          <p className="py-16 text-center text-stone-600">Nenhum produto disponível no momento.</p>
        )
      ) : (
        <>
          <div className={GRID} data-testid="product-grid">
            {products.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                imageLoad={imageLoad(index, Boolean(banner))}
              />
            ))}
          </div>
          <div ref={sentinel} />
          {query.hasNextPage && (
            <div className="flex justify-center">
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
