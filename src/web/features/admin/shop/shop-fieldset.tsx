import type { ReactNode } from 'react'

/**
 * One section of the 'Loja' form: a fieldset named by its legend, its fields in two columns from
 * the small breakpoint up, one on a phone. `min-w-0`: a fieldset is otherwise as wide as its
 * widest content, wider than a 360 px screen.
 */
export function ShopFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-stone-900">{legend}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
