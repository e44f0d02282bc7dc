import { useId, type KeyboardEvent, type MouseEvent } from 'react'
import type { ProductDetail } from '#domain/product.ts'
import { valueChoices, type Choice } from '#domain/variants/variant-choice.ts'

interface VariantPickerProps {
  product: Pick<ProductDetail, 'id' | 'options' | 'variants' | 'isCustomOrder'>
  choice: Choice
  onPick: (option: number, value: string) => void
  /** 'Escolha uma opção' under the groups (a tap on the cart button with one missing). */
  missing: boolean
}

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/**
 * Each option a group of buttons with radio semantics (decision 053): one tab stop per group, the
 * arrows move and choose. Each button is a link to its variant's page (`?variante=`), so without
 * JavaScript a choice is a page of its own; with it, the page changes in place. A combination out
 * of stock says 'Esgotado'; a value no offered variant has cannot be chosen.
 */
export function VariantPicker({ product, choice, onPick, missing }: VariantPickerProps) {
  const id = useId()
  const arrows = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = NEXT[event.key]
    if (!by && event.key !== ' ') return
    event.preventDefault()
    const radios = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role=radio]:not([aria-disabled])'),
    ]
    const at = radios.indexOf(event.target as HTMLElement)
    const next = radios[by ? (at + by + radios.length) % radios.length : at]
    next?.focus()
    next?.click()
  }
  return (
    <div className="flex flex-col gap-4">
      {product.options.map((option, i) => {
        const values = valueChoices(product, choice, i)
        const stop = values.findIndex((v) => v.checked)
        const first = values.findIndex((v) => v.target)
        return (
          <div key={option.id}>
            <p id={`${id}-${i}`} className="text-sm font-semibold text-stone-800">
              {choice[i] ? `${option.name}: ${choice[i]}` : option.name}
            </p>
            <div
              role="radiogroup"
              aria-labelledby={`${id}-${i}`}
              onKeyDown={arrows}
              className="mt-2 flex flex-wrap gap-2"
            >
              {values.map((v, j) => {
                const out = v.soldOut && !product.isCustomOrder
                const click = (event: MouseEvent) => {
                  event.preventDefault()
                  if (v.target) onPick(i, v.value)
                }
                return (
                  <a
                    key={v.value}
                    role="radio"
                    aria-checked={v.checked}
                    aria-disabled={v.target ? undefined : true}
                    href={v.target && `/product/${product.id}?variante=${v.target.id}`}
                    tabIndex={j === (stop < 0 ? first : stop) ? 0 : -1}
                    onClick={click}
                    className={`min-h-11 min-w-11 rounded-lg border px-3 py-2 text-sm font-medium ${
                      v.checked
                        ? 'border-amber-800 bg-amber-50 text-amber-900 ring-2 ring-amber-800'
                        : 'border-stone-300 bg-white text-stone-800'
                    } ${v.target ? '' : 'cursor-not-allowed opacity-50'} ${out ? 'text-stone-500' : ''}`}
                  >
                    {out ? `${v.value} (Esgotado)` : v.value}
                  </a>
                )
              })}
            </div>
          </div>
        )
      })}
      {missing && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Escolha uma opção
        </p>
      )}
    </div>
  )
}
