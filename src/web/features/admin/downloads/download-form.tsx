import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { DOWNLOAD_MESSAGES, type DownloadInput } from '#domain/schemas/download.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field, TextAreaField } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useSaveDownload } from './download-mutations.ts'
import type { AdminDownload } from './download-queries.ts'
import {
  downloadFormSchema,
  downloadFormValues,
  EMPTY_DOWNLOAD_FORM,
  type DownloadFormValues,
} from './download-form-schema.ts'

interface DownloadFormProps {
  /** The download being edited; null to add one. Give the form a new `key` when it changes. */
  download: AdminDownload | null
  /** Closes the form: after 'Cancelar' or a save. */
  onClose: () => void
}

/** Add or edit a download, checked here with the server's schema before anything is sent. */
export function DownloadForm({ download, onClose }: DownloadFormProps) {
  const save = useSaveDownload()
  const form = useForm<DownloadFormValues, unknown, DownloadInput>({
    resolver: zodResolver(downloadFormSchema),
    defaultValues: download ? downloadFormValues(download) : EMPTY_DOWNLOAD_FORM,
  })
  const { register } = form
  const { errors, isSubmitting } = form.formState
  const section = useRef<HTMLElement>(null)

  // The form opens from a button (or a row far below): bring it to the admin.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start' })
    form.setFocus('title')
  }, [form])

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: download?.id, input })
    } catch (error) {
      const fallback = download ? DOWNLOAD_MESSAGES.updateFailed : DOWNLOAD_MESSAGES.createFailed
      form.setError('root', { message: errorMessage(error, fallback) })
      return
    }
    toast.success(
      download ? 'Download atualizado com sucesso!' : 'Download adicionado com sucesso!',
    )
    onClose()
  })

  return (
    <section
      ref={section}
      aria-labelledby="admin-download-form-title"
      className="mt-4 scroll-mt-20 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h3 id="admin-download-form-title" className="text-lg font-bold text-stone-900">
        {download ? 'Editar Download' : 'Novo Download'}
      </h3>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4">
        <Field label="Título" error={errors.title?.message} {...register('title')} />
        <Field
          label="URL"
          type="url"
          placeholder="https://"
          error={errors.url?.message}
          {...register('url')}
        />
        <TextAreaField
          label="Informações (opcional)"
          error={errors.description?.message}
          {...register('description')}
        />
        {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {download ? 'Salvar Alterações' : 'Adicionar Download'}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  )
}
