import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, toProductSort } from '#domain/schemas/product-sort.ts'
import {
  SEARCH_MAX_LENGTH,
  STORE_PARAMS,
  storeHref,
  type StoreSearch,
} from '#domain/store-search.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field, SelectField } from '#web/components/ui/field.tsx'

const SORT_OPTIONS = PRODUCT_SORTS.map((sort) => ({
  value: sort,
  label: PRODUCT_SORT_LABELS[sort],
}))

/**
 * The store's search box and order. A plain GET form, so it works before (and without) the
 * JavaScript; with it, the address is written without the defaults, and a new order applies as
 * soon as it is picked.
 */
export function StoreSearchForm({ search }: { search: StoreSearch }) {
  const navigate = useNavigate()
  const go = (next: StoreSearch) => void navigate(storeHref(next))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get(STORE_PARAMS.q) ?? '').trim()
    go({ ...search, q: q || undefined })
  }

  return (
    <form
      method="get"
      action="/"
      role="search"
      aria-label="Produtos"
      onSubmit={submit}
      className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[1fr_auto_12rem]"
    >
      {/* A new search starts with the box showing it (back, forward, a chip). */}
      <Field
        key={search.q ?? ''}
        label="Buscar produtos"
        type="search"
        name={STORE_PARAMS.q}
        defaultValue={search.q ?? ''}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Ex.: capa de volante"
        enterKeyHint="search"
      />
      <Button type="submit" aria-label="Buscar" className="mb-px">
        <Search aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Buscar</span>
      </Button>
      {search.category && (
        <input type="hidden" name={STORE_PARAMS.category} value={search.category} />
      )}
      <SelectField
        label="Ordenar por"
        name={STORE_PARAMS.sort}
        className="col-span-2 sm:col-span-1"
        options={SORT_OPTIONS}
        placeholder={null}
        value={search.sort}
        onChange={(event) =>
          go({ ...search, sort: toProductSort(event.target.value) ?? 'recentes' })
        }
      />
    </form>
  )
}
