import { useState } from 'react'

/** The orders ticked for printing, in the order they were ticked; kept across pages and filters. */
export function useOrderSelection() {
  const [ids, setIds] = useState<string[]>([])
  return {
    ids,
    isSelected: (id: string) => ids.includes(id),
    toggle: (id: string) =>
      setIds((current) =>
        current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
      ),
    setMany: (many: string[], selected: boolean) =>
      setIds((current) =>
        selected
          ? [...current, ...many.filter((id) => !current.includes(id))]
          : current.filter((id) => !many.includes(id)),
      ),
    drop: (id: string) => setIds((current) => current.filter((other) => other !== id)),
  }
}
