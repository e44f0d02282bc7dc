import type { DraftOption, DraftValue, DraftVariant, VariantDraft } from './variant-draft.ts'

/** The owner's edits of the variants' form, each a new draft (React state is never mutated). */

function moved<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by
  if (from < 0 || to < 0 || to >= items.length) return [...items]
  const next = [...items]
  ;[next[from], next[to]] = [next[to]!, next[from]!]
  return next
}

const withOption = (
  draft: VariantDraft,
  optionKey: string,
  change: (option: DraftOption) => DraftOption,
): VariantDraft => ({
  ...draft,
  options: draft.options.map((o) => (o.key === optionKey ? change(o) : o)),
})

/** A new option, named as typed later, with one empty value to fill in. */
export const addOption = (draft: VariantDraft, optionKey: string, valueKey: string) => ({
  ...draft,
  options: [...draft.options, { key: optionKey, name: '', values: [{ key: valueKey, value: '' }] }],
})

export const removeOption = (draft: VariantDraft, optionKey: string) => ({
  ...draft,
  options: draft.options.filter((o) => o.key !== optionKey),
})

export const moveOption = (draft: VariantDraft, optionKey: string, by: -1 | 1) => ({
  ...draft,
  options: moved(
    draft.options,
    draft.options.findIndex((o) => o.key === optionKey),
    by,
  ),
})

export const renameOption = (draft: VariantDraft, optionKey: string, name: string) =>
  withOption(draft, optionKey, (o) => ({ ...o, name }))

/** A new empty value, right after `afterKey` (or last). */
export function addValue(
  draft: VariantDraft,
  optionKey: string,
  valueKey: string,
  afterKey?: string,
): VariantDraft {
  return withOption(draft, optionKey, (o) => {
    const at = afterKey ? o.values.findIndex((v) => v.key === afterKey) + 1 : o.values.length
    const values: DraftValue[] = [...o.values]
    values.splice(at > 0 ? at : values.length, 0, { key: valueKey, value: '' })
    return { ...o, values }
  })
}

export const renameValue = (draft: VariantDraft, optionKey: string, key: string, value: string) =>
  withOption(draft, optionKey, (o) => ({
    ...o,
    values: o.values.map((v) => (v.key === key ? { ...v, value } : v)),
  }))

export const moveValue = (draft: VariantDraft, optionKey: string, key: string, by: -1 | 1) =>
  withOption(draft, optionKey, (o) => ({
    ...o,
    values: moved(
      o.values,
      o.values.findIndex((v) => v.key === key),
      by,
    ),
  }))

export const removeValue = (draft: VariantDraft, optionKey: string, key: string) =>
  withOption(draft, optionKey, (o) => ({ ...o, values: o.values.filter((v) => v.key !== key) }))

/** One variant's stock, price, SKU, photo or 'Não oferecido' as the owner sets it. */
export const changeVariant = (
  draft: VariantDraft,
  key: string,
  change: Partial<Pick<DraftVariant, 'stock' | 'price' | 'sku' | 'photo' | 'offered'>>,
): VariantDraft => ({
  ...draft,
  variants: draft.variants.map((v) => (v.key === key ? { ...v, ...change } : v)),
})
