import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { AdminProduct } from '#domain/product.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminProductsQueryOptions, type ProductFilters } from './product-queries.ts'
import { ProductRow } from './product-row.tsx'
import { useProductVisibility } from './product-visibility.ts'
import { CardTable } from '#web/features/admin/shell/card-table.tsx'

const COLUMNS = ['Imagem', 'Nome', 'Preço', 'Categoria', 'Estoque', 'Tipo', 'Ações']

interface ProductTableProps {
  filters: ProductFilters
  /** Names the table. */
  labelledBy: string
  editingId: string | undefined
  onEdit: (product: AdminProduct) => void
  onDelete: (product: AdminProduct) => void
}

/** The catalog as filtered, newest first, with 'Carregar mais' while the server has more. */
export function ProductTable({
  filters,
  labelledBy,
  editingId,
  onEdit,
  onDelete,
}: ProductTableProps) {
  const visibility = useProductVisibility()
  const query = useInfiniteQuery({
    ...adminProductsQueryOptions(filters),
    // A new search keeps the old rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })

  if (query.isError) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-stone-600">
        <p>Erro ao carregar produtos</p>
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Tentar Novamente
        </Button>
      </div>
    )
  }
  if (!query.data) return <Spinner label="Carregando produtos..." />

  const products = query.data.pages.flatMap((page) => page.items)
  if (products.length === 0) {
    const filtering = Boolean(filters.q || filters.category)
    return (
      <p className="mt-4 text-stone-600">
        {filtering ? 'Nenhum produto encontrado.' : 'Nenhum produto cadastrado.'}
      </p>
    )
  }
  return (
    <>
      <CardTable labelledBy={labelledBy} columns={COLUMNS} minWidth="lg:min-w-[56rem]">
        {products.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            editing={product.id === editingId}
            onEdit={() => onEdit(product)}
            onDelete={() => onDelete(product)}
            onToggleHidden={() => visibility.set(product.id, !product.hidden)}
            toggling={visibility.pendingId === product.id}
          />
        ))}
      </CardTable>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </div>
      )}
    </>
  )
}
