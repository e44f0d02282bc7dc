import { Link } from 'react-router'
import { storeHref, type StoreSearch } from '#domain/store-search.ts'

const CHIP =
  'inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800'
const ACTIVE = 'border-amber-800 bg-amber-800 text-white'
const IDLE = 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'

/**
 * One link per category, the search and order kept: plain links, so they work without
 * JavaScript and can be opened or shared. On a phone the row scrolls sideways.
 */
export function CategoryChips({
  categories,
  search,
}: {
  categories: readonly string[]
  search: StoreSearch
}) {
  if (categories.length === 0) return null
  const chip = (label: string, category: string | undefined) => {
    const active = search.category === category
    return (
      <li key={label}>
        <Link
          to={storeHref({ ...search, category })}
          aria-current={active ? 'page' : undefined}
          className={`${CHIP} ${active ? ACTIVE : IDLE}`}
        >
          {label}
        </Link>
      </li>
    )
  }
  return (
    <nav aria-label="Categorias">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {chip('Todas', undefined)}
        {categories.map((category) => chip(category, category))}
      </ul>
    </nav>
  )
}
