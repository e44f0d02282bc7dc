import { Search } from 'lucide-react'

const CONTROL =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-amber-700 focus:outline-2 focus:outline-amber-700'

interface ProductFiltersProps {
  search: string
  onSearch: (text: string) => void
  category: string
  onCategory: (category: string) => void
  categories: readonly string[]
}

/** 'Buscar produtos...' and the category filter above the table; both run on the server. */
export function ProductFilters(props: ProductFiltersProps) {
  const { search, onSearch, category, onCategory } = props
  // A category just emptied (its last product deleted) stays selectable until changed.
  const categories =
    category && !props.categories.includes(category)
      ? [...props.categories, category]
      : props.categories
  return (
    <div role="search" className="mt-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor="admin-product-search" className="sr-only">
          Buscar produtos
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        />
        <input
          id="admin-product-search"
          type="search"
          placeholder="Buscar produtos..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className={`${CONTROL} pl-9`}
        />
      </div>
      <div className="sm:w-64">
        <label htmlFor="admin-product-category" className="sr-only">
          Filtrar por categoria
        </label>
        <select
          id="admin-product-category"
          value={category}
          onChange={(event) => onCategory(event.target.value)}
          className={CONTROL}
        >
          <option value="">Todas as categorias</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
