import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminProduct } from '#domain/product.ts'
import { useDebounced } from '#web/lib/use-debounced.ts'
import { productCategoriesQueryOptions } from './product-queries.ts'
import { ProductDeleteDialog } from './product-delete-dialog.tsx'
import { ProductFilters } from './product-filters.tsx'
import { ProductForm } from './product-form.tsx'
import { ProductTable } from './product-table.tsx'

/** The search goes to the server once typing pauses, not on every key. */
const SEARCH_DELAY_MS = 300

/** Produtos: the add/edit form, then the catalog with its search and category filter. */
export function ProductsTab() {
  const categories = useQuery(productCategoriesQueryOptions())
  const [editing, setEditing] = useState<AdminProduct | null>(null)
  const [deleting, setDeleting] = useState<AdminProduct | null>(null)
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('')
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS)

  return (
    <div className="space-y-8">
      <ProductForm
        key={editing?.id ?? 'new'}
        product={editing}
        categories={categories.data ?? []}
        onDone={() => setEditing(null)}
      />
      <section>
        <h2 id="admin-products-title" className="text-xl font-bold text-stone-900">
          Produtos
        </h2>
        <ProductFilters
          search={search}
          onSearch={setSearch}
          category={category}
          onCategory={setCategory}
          categories={categories.data ?? []}
        />
        <ProductTable
          filters={{ q, category }}
          labelledBy="admin-products-title"
          editingId={editing?.id}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </section>
      {deleting && (
        <ProductDeleteDialog
          product={deleting}
          // The form must not go on editing a product that is gone.
          onDeleted={() => setEditing((current) => (current?.id === deleting.id ? null : current))}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
