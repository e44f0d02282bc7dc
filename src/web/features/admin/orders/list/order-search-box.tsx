import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

/** The search goes to the address (and the server) once typing pauses, not on every key. */
const SEARCH_DELAY_MS = 300

interface OrderSearchBoxProps {
  /** The search in the address. */
  q: string
  onSearch: (q: string) => void
}

/** 'Buscar pedido': the start of an order's number, or the customer's name or email. */
export function OrderSearchBox({ q, onSearch }: OrderSearchBoxProps) {
  const [text, setText] = useState(q)
  const [applied, setApplied] = useState(q)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The address changed by itself (back button, a link): the box shows its search.
  if (q !== applied) {
    setApplied(q)
    if (text.trim() !== q) setText(q)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  function search(value: string, delay: number) {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSearch(value.trim()), delay)
  }

  return (
    <form
      role="search"
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault()
        search(text, 0)
      }}
    >
      <label htmlFor="admin-order-search" className="block text-sm font-medium text-stone-800">
        Buscar pedido
      </label>
      <div className="relative mt-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
        />
        <input
          id="admin-order-search"
          type="search"
          value={text}
          maxLength={100}
          placeholder="Número do pedido, nome ou email"
          onChange={(event) => {
            setText(event.target.value)
            search(event.target.value, SEARCH_DELAY_MS)
          }}
          className="block w-full rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-9 text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-amber-700 focus:outline-2 focus:outline-amber-700"
        />
      </div>
    </form>
  )
}
