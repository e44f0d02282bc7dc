import { useLayoutEffect, useRef, useState } from 'react'
import type { AdminProductDetail } from '#domain/product.ts'
import { VARIANT_MESSAGES as M } from '#domain/variants/variant-messages.ts'
import * as edit from './draft-edits.ts'
import { optionFieldId, valueFieldId, type OptionEdits } from './option-fields.tsx'
import {
  draftOf,
  generate,
  inStep,
  labelOf,
  orderedVariants,
  type DraftVariant,
} from './variant-draft.ts'

// Keys for what the owner adds, unique in the page (a saved one's key is its id).
let added = 0
const newKey = () => `new-${++added}`

const variations = (n: number) => (n === 1 ? '1 variação' : `${n} variações`)

/** What 'Gerar variações' did, announced: '6 variações geradas. 1 variação sairá ao salvar…' */
function generatedStatus(total: number, dropped: number): string {
  const made = `${variations(total)} ${total === 1 ? 'gerada' : 'geradas'}.`
  if (dropped === 0) return made
  return `${made} ${variations(dropped)} ${dropped === 1 ? 'deixará' : 'deixarão'} de existir ao salvar (o estoque sai por ajuste).`
}

/**
 * The variants' form's state: the draft, its edits (each an immutable step, draft-edits.ts), the
 * focus moved to the field an edit adds, and what 'Gerar variações' says it did.
 */
export function useDraft(product: AdminProductDetail) {
  const [draft, setDraft] = useState(() => draftOf(product))
  const [status, setStatus] = useState('')
  const focus = useRef<string | null>(null)
  const setFocus = (id: string) => {
    focus.current = id
  }

  // After 'Adicionar opção' or 'Adicionar valor', the owner types in the new field: moved as it
  // is drawn (a layout effect, before the next key is read), so no keystroke goes elsewhere.
  useLayoutEffect(() => {
    // Kept until the field is drawn: a render for something else may come first.
    const field = focus.current && document.getElementById(focus.current)
    if (!field) return
    field.focus()
    focus.current = null
  })

  const edits = (optionKey: string): OptionEdits => ({
    rename: (name) => setDraft((d) => edit.renameOption(d, optionKey, name)),
    move: (by) => setDraft((d) => edit.moveOption(d, optionKey, by)),
    remove: () => {
      setDraft((d) => edit.removeOption(d, optionKey))
      setStatus('Opção removida: use “Gerar variações” para refazer as variações.')
    },
    addValue: (afterKey) => {
      const key = newKey()
      setDraft((d) => edit.addValue(d, optionKey, key, afterKey))
      setFocus(valueFieldId(key))
    },
    renameValue: (key, value) => setDraft((d) => edit.renameValue(d, optionKey, key, value)),
    moveValue: (key, by) => setDraft((d) => edit.moveValue(d, optionKey, key, by)),
    removeValue: (key) => setDraft((d) => edit.removeValue(d, optionKey, key)),
  })

  return {
    draft,
    status,
    stepOk: inStep(draft),
    rows: orderedVariants(draft).map((variant) => ({ variant, label: labelOf(draft, variant) })),
    /** The edits of one option and its values. */
    optionEdits: edits,
    addOption: () => {
      const key = newKey()
      const valueKey = newKey()
      setDraft((d) => edit.addOption(d, key, valueKey))
      setFocus(optionFieldId(key))
    },
    changeVariant: (key: string, change: Partial<DraftVariant>) =>
      setDraft((d) => edit.changeVariant(d, key, change)),
    /** 'Gerar variações'; the refusal when the combinations would be too many, else null. */
    generate: (): string | null => {
      const result = generate(draft, newKey)
      if ('tooMany' in result) return `${M.tooManyVariants} (seriam ${result.tooMany}).`
      setDraft(result.draft)
      setStatus(generatedStatus(result.draft.variants.length, result.dropped))
      return null
    },
  }
}
