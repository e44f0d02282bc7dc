import type { PhotoView } from '#domain/photos.ts'
import { CONTROL } from '#web/components/ui/field.tsx'
import { DraftInput } from './draft-input.tsx'
import type { DraftVariant } from './variant-draft.ts'
import type { DraftErrors } from './variant-save-body.ts'

interface VariantTableProps {
  /** In the order shown, each with its label ('38 cm / Vermelha'). */
  rows: { variant: DraftVariant; label: string }[]
  /** The product's saved photos, which a variant may show first. */
  photos: readonly PhotoView[]
  /** A made-to-order product's variants have no stock. */
  madeToOrder: boolean
  errors: DraftErrors
  onChange: (key: string, change: Partial<DraftVariant>) => void
  disabled: boolean
}

const HEAD = 'px-2 py-2 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'
// On a phone each row is a card of its own, its labels shown; on a desktop, a table's row.
const CELL = 'px-2 py-1 align-top max-md:p-0'
const ON_DESKTOP_IN_HEADER = 'md:sr-only'

/** The variants: a table on a desktop, one card per variant at 360 px. */
export function VariantTable(props: VariantTableProps) {
  const { rows, photos, madeToOrder, errors, onChange, disabled } = props
  const photoChoices = photos.map((p, i) => ({ value: p.photo ?? p.url, label: `Foto ${i + 1}` }))
  return (
    <table className="w-full text-sm max-md:block">
      <caption className="sr-only">Variações</caption>
      <thead className="max-md:hidden">
        <tr className="border-b border-stone-200">
          <th scope="col" className={HEAD}>
            Variação
          </th>
          {!madeToOrder && (
            <th scope="col" className={HEAD}>
              Estoque
            </th>
          )}
          <th scope="col" className={HEAD}>
            Preço (R$)
          </th>
          <th scope="col" className={HEAD}>
            SKU
          </th>
          <th scope="col" className={HEAD}>
            Foto
          </th>
          <th scope="col" className={HEAD}>
            Não oferecido
          </th>
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3">
        {rows.map(({ variant, label }) => {
          const id = (field: string) => `variant-${variant.key}-${field}`
          const error = (field: string) => errors.get(`variant:${variant.key}:${field}`)
          const of = `de ${label}`
          return (
            <tr
              key={variant.key}
              className={`border-b border-stone-100 max-md:grid max-md:grid-cols-2 max-md:gap-3 max-md:rounded-lg max-md:border max-md:p-3 ${variant.offered ? '' : 'bg-stone-50'}`}
            >
              <th
                scope="row"
                className="px-2 py-3 text-left align-top font-semibold text-stone-900 max-md:col-span-2 max-md:p-0"
              >
                {label}
                {error('values') && (
                  <p className="mt-1 text-sm font-normal text-red-700">{error('values')}</p>
                )}
              </th>
              {!madeToOrder && (
                <td className={CELL}>
                  <DraftInput
                    id={id('stock')}
                    label="Estoque"
                    of={of}
                    labelClassName={ON_DESKTOP_IN_HEADER}
                    type="number"
                    inputMode="numeric"
                    min="0"
                    step="1"
                    value={variant.stock}
                    onChange={(event) => onChange(variant.key, { stock: event.target.value })}
                    error={error('stock')}
                    disabled={disabled}
                  />
                </td>
              )}
              <td className={CELL}>
                <DraftInput
                  id={id('price')}
                  label="Preço (R$)"
                  of={of}
                  labelClassName={ON_DESKTOP_IN_HEADER}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="O do produto"
                  value={variant.price}
                  onChange={(event) => onChange(variant.key, { price: event.target.value })}
                  error={error('priceCents')}
                  disabled={disabled}
                />
              </td>
              <td className={CELL}>
                <DraftInput
                  id={id('sku')}
                  label="SKU"
                  of={of}
                  labelClassName={ON_DESKTOP_IN_HEADER}
                  autoComplete="off"
                  value={variant.sku}
                  onChange={(event) => onChange(variant.key, { sku: event.target.value })}
                  error={error('sku')}
                  disabled={disabled}
                />
              </td>
              <td className={CELL}>
                <label
                  htmlFor={id('photo')}
                  className={`block text-sm font-medium text-stone-800 ${ON_DESKTOP_IN_HEADER}`}
                >
                  Foto<span className="sr-only"> {of}</span>
                </label>
                <select
                  id={id('photo')}
                  className={CONTROL}
                  value={variant.photo ?? ''}
                  onChange={(event) => onChange(variant.key, { photo: event.target.value || null })}
                  aria-invalid={error('photo') ? true : undefined}
                  aria-describedby={error('photo') ? `${id('photo')}-error` : undefined}
                  disabled={disabled}
                >
                  <option value="">A capa</option>
                  {photoChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
                {error('photo') && (
                  <p id={`${id('photo')}-error`} className="mt-1 text-sm text-red-700">
                    {error('photo')}
                  </p>
                )}
              </td>
              <td className={`${CELL} md:py-3`}>
                <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-amber-800"
                    checked={!variant.offered}
                    onChange={(event) => onChange(variant.key, { offered: !event.target.checked })}
                    disabled={disabled}
                  />
                  <span className={ON_DESKTOP_IN_HEADER}>Não oferecido</span>
                  <span className="sr-only"> {of}</span>
                </label>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
