import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import type { HelpPageInput } from '#domain/schemas/help-page.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { EMPTY_QUESTION, type HelpPageFormValues } from './help-page-form-schema.ts'

interface HelpPageQuestionsProps {
  form: UseFormReturn<HelpPageFormValues, unknown, HelpPageInput>
}

const ICON_BUTTON = 'min-h-9 px-2'

/**
 * The page's questions in the order the public page shows them. At least one always remains, so
 * removing and reordering appear only once there are two.
 */
export function HelpPageQuestions({ form }: HelpPageQuestionsProps) {
  const { control, register } = form
  const { errors } = form.formState
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' })
  const several = fields.length > 1
  const list = useRef<HTMLOListElement>(null)
  // The clicked control moves or vanishes with its question: focus goes where the admin expects.
  const pendingFocus = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (!pendingFocus.current) return
    list.current?.querySelector<HTMLElement>(`[data-focus="${pendingFocus.current}"]`)?.focus()
    pendingFocus.current = null
  })

  function moveQuestion(from: number, to: number) {
    move(from, to)
    const up = to < from
    const last = fields.length - 1
    pendingFocus.current = `${to}-${(up && to > 0) || to === last ? 'up' : 'down'}`
  }

  function removeQuestion(index: number) {
    remove(index)
    pendingFocus.current = `${Math.min(index, fields.length - 2)}-question`
  }

  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-stone-900">Dúvidas</legend>
      <ol ref={list} className="mt-2 space-y-3">
        {fields.map((field, index) => {
          const n = index + 1
          const problems = errors.questions?.[index]
          return (
            <li
              key={field.id}
              className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4 sm:flex-row"
            >
              <div className="grid flex-1 gap-3">
                <Field
                  label={`Dúvida ${n}`}
                  data-focus={`${index}-question`}
                  error={problems?.question?.message}
                  {...register(`questions.${index}.question`)}
                />
                <Field
                  label="Link do YouTube"
                  aria-label={`Link do YouTube da dúvida ${n}`}
                  type="url"
                  placeholder="https://www.youtube.com/watch?v=..."
                  error={problems?.youtubeUrl?.message}
                  {...register(`questions.${index}.youtubeUrl`)}
                />
              </div>
              {several && (
                <div className="flex gap-1 sm:flex-col sm:pt-6">
                  <Button
                    variant="ghost"
                    className={ICON_BUTTON}
                    aria-label={`Mover dúvida ${n} para cima`}
                    title="Mover para cima"
                    data-focus={`${index}-up`}
                    disabled={index === 0}
                    onClick={() => moveQuestion(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className={ICON_BUTTON}
                    aria-label={`Mover dúvida ${n} para baixo`}
                    title="Mover para baixo"
                    data-focus={`${index}-down`}
                    disabled={index === fields.length - 1}
                    onClick={() => moveQuestion(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className={`${ICON_BUTTON} text-red-700 hover:bg-red-50`}
                    aria-label={`Remover dúvida ${n}`}
                    title="Remover dúvida"
                    onClick={() => removeQuestion(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ol>
      <Button variant="secondary" className="mt-3" onClick={() => append(EMPTY_QUESTION)}>
        <Plus aria-hidden="true" className="size-4" />
        Adicionar dúvida
      </Button>
    </fieldset>
  )
}
