import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import type { KeyboardEvent } from 'react'
import { OPTION_NAME_MAX, OPTION_VALUE_MAX } from '#domain/variants/variant-rules.ts'
import { Button } from '#web/components/ui/button.tsx'
import type { DraftErrors } from './variant-save-body.ts'
import type { DraftOption } from './variant-draft.ts'
import { DraftInput } from './draft-input.tsx'

/** The id of a value's field, for the focus after 'Adicionar valor'. */
export const valueFieldId = (key: string) => `variant-value-${key}`
export const optionFieldId = (key: string) => `variant-option-${key}`

export interface OptionEdits {
  rename: (name: string) => void
  move: (by: -1 | 1) => void
  remove: () => void
  addValue: (afterKey?: string) => void
  renameValue: (key: string, value: string) => void
  moveValue: (key: string, by: -1 | 1) => void
  removeValue: (key: string) => void
}

interface OptionFieldsProps {
  option: DraftOption
  /** Its place (0 for the first), and how many there are. */
  at: number
  count: number
  errors: DraftErrors
  edits: OptionEdits
  disabled: boolean
}

const ICON_BUTTON = 'min-h-10 px-2.5'

/** 'Subir …' and 'Descer …': a keyboard's and a phone's way to reorder (no dragging). */
function MoveButtons(props: {
  what: string
  at: number
  count: number
  onMove: (by: -1 | 1) => void
}) {
  const { what, at, count, onMove } = props
  return (
    <>
      <Button
        variant="ghost"
        className={ICON_BUTTON}
        aria-label={`Subir ${what}`}
        disabled={at === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        className={ICON_BUTTON}
        aria-label={`Descer ${what}`}
        disabled={at === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </>
  )
}

/** One option ('Tamanho') and its values in order: renamed, moved and removed in place. */
export function OptionFields({ option, at, count, errors, edits, disabled }: OptionFieldsProps) {
  const name = option.name.trim() || `Opção ${at + 1}`
  // Enter in a value adds the next one (as a list is typed), instead of saving the form.
  const nextOnEnter = (key: string) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    edits.addValue(key)
  }
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold text-stone-900">{`Opção ${at + 1}`}</legend>
      <div className="flex max-w-2xl flex-wrap items-end gap-2">
        <DraftInput
          id={optionFieldId(option.key)}
          label="Nome da opção"
          of={`${at + 1}`}
          placeholder="Ex.: Tamanho, Cor, Modelo do carro"
          maxLength={OPTION_NAME_MAX + 20}
          value={option.name}
          onChange={(event) => edits.rename(event.target.value)}
          error={errors.get(`option:${option.key}:name`)}
          className="min-w-0 flex-1 basis-48"
        />
        <div className="flex gap-1">
          <MoveButtons what={`a opção ${name}`} at={at} count={count} onMove={edits.move} />
          <Button
            variant="ghost"
            className={`${ICON_BUTTON} whitespace-nowrap`}
            onClick={edits.remove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remover opção<span className="sr-only"> {name}</span>
          </Button>
        </div>
      </div>
      <ol className="mt-3 max-w-2xl space-y-2" aria-label={`Valores de ${name}`}>
        {option.values.map((value, j) => {
          const shown = value.value.trim() || `valor ${j + 1}`
          return (
            <li key={value.key} className="flex items-start gap-1">
              <DraftInput
                id={valueFieldId(value.key)}
                label={`Valor ${j + 1}`}
                of={`de ${name}`}
                maxLength={OPTION_VALUE_MAX + 20}
                value={value.value}
                onChange={(event) => edits.renameValue(value.key, event.target.value)}
                onKeyDown={nextOnEnter(value.key)}
                error={errors.get(`value:${value.key}`)}
                className="min-w-0 flex-1"
              />
              <div className="mt-6 flex">
                <MoveButtons
                  what={shown}
                  at={j}
                  count={option.values.length}
                  onMove={(by) => edits.moveValue(value.key, by)}
                />
                <Button
                  variant="ghost"
                  className={ICON_BUTTON}
                  aria-label={`Remover ${shown}`}
                  onClick={() => edits.removeValue(value.key)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          )
        })}
      </ol>
      {errors.get(`option:${option.key}:values`) && (
        <p className="mt-1 text-sm text-red-700">{errors.get(`option:${option.key}:values`)}</p>
      )}
      <Button variant="secondary" className="mt-3" onClick={() => edits.addValue()}>
        <Plus aria-hidden="true" className="size-4" />
        Adicionar valor<span className="sr-only"> a {name}</span>
      </Button>
    </fieldset>
  )
}
