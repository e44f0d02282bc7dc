import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { HELP_MESSAGES, slugify, type HelpPageInput } from '#domain/schemas/help-page.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useSaveHelpPage } from './help-page-mutations.ts'
import type { HelpPage } from './help-page-queries.ts'
import {
  EMPTY_HELP_PAGE_FORM,
  HELP_PAGE_FIELD_OF_CODE,
  helpPageFormSchema,
  helpPageFormValues,
  type HelpPageFormValues,
} from './help-page-form-schema.ts'
import { HelpPageQuestions } from './help-page-questions.tsx'

interface HelpPageFormProps {
  /** The page being edited; null to create one. Give the form a new `key` when it changes. */
  page: HelpPage | null
  /** Closes the form: after 'Cancelar' or a save. */
  onDone: () => void
}

/** Create or edit a help page, checked here with the server's schema before anything is sent. */
export function HelpPageForm({ page, onDone }: HelpPageFormProps) {
  const save = useSaveHelpPage()
  const form = useForm<HelpPageFormValues, unknown, HelpPageInput>({
    resolver: zodResolver(helpPageFormSchema),
    defaultValues: page ? helpPageFormValues(page) : EMPTY_HELP_PAGE_FORM,
  })
  const { errors, isSubmitting } = form.formState
  const { register } = form
  const slug = useWatch({ control: form.control, name: 'slug' })
  // A new page's slug follows its title until the admin types one; a saved page keeps its address.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!page)
  const section = useRef<HTMLElement>(null)

  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start' })
    form.setFocus('title')
  }, [form])

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: page?.id, input })
    } catch (error) {
      const field = error instanceof ApiError ? HELP_PAGE_FIELD_OF_CODE[error.code] : undefined
      const fallback = page ? HELP_MESSAGES.updateFailed : HELP_MESSAGES.createFailed
      const message = errorMessage(error, fallback)
      form.setError(field ?? 'root', { message }, { shouldFocus: Boolean(field) })
      return
    }
    toast.success(
      page ? 'Página de ajuda atualizada com sucesso!' : 'Página de ajuda criada com sucesso!',
    )
    onDone()
  })

  return (
    <section
      ref={section}
      aria-labelledby="admin-help-page-form-title"
      className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h3 id="admin-help-page-form-title" className="text-lg font-bold text-stone-900">
        {page ? 'Editar Página de Ajuda' : 'Nova Página de Ajuda'}
      </h3>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <Field
          label="Título"
          error={errors.title?.message}
          {...register('title', {
            onChange: (event: { target: { value: string } }) => {
              if (!slugFollowsTitle) return
              form.setValue('slug', slugify(event.target.value), {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              })
            },
          })}
        />
        <Field
          label="Slug"
          autoComplete="off"
          spellCheck={false}
          hint={slug ? `Endereço da página: /${slug}` : 'Letras minúsculas, números e hífens.'}
          error={errors.slug?.message}
          {...register('slug', {
            onChange: () => setSlugFollowsTitle(false),
          })}
        />
        <HelpPageQuestions form={form} />
        {errors.root && (
          <div className="sm:col-span-2">
            <FormAlert>{errors.root.message}</FormAlert>
          </div>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {page ? 'Salvar Alterações' : 'Criar Página'}
          </Button>
          <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  )
}
