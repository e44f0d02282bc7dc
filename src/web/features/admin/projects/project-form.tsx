import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { CustomProjectBody } from '#domain/schemas/custom-project.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field, TextAreaField, type SelectOption } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { MoneyField } from '#web/components/ui/money-field.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { PhotoManager } from '#web/features/admin/shell/photos/photo-manager.tsx'
import { UploadLeaveGuard } from '#web/features/admin/shell/photos/upload-leave-guard.tsx'
import { usePhotoList } from '#web/features/admin/shell/photos/use-photo-list.ts'
import type { CreatedProject } from './project-mutations.ts'
import { ProjectClientFields } from './project-client-fields.tsx'
import { useCreateProject } from './project-mutations.ts'
import {
  EMPTY_PROJECT_FORM,
  PROJECT_FIELD_OF_CODE,
  projectFormSchema,
  type ProjectFormValues,
} from './project-form-schema.ts'

interface ProjectFormProps {
  /** The customers a project can be made for, as "name — email". */
  clients: readonly SelectOption[]
  onCreated: (created: CreatedProject) => void
  /** After 'Gerar Novo Projeto' the admin starts typing at once. */
  focusFirst?: boolean
}

/**
 * The 'Gerar projeto' fields, checked here with the server's schema before anything is sent. The
 * photos are uploaded as they are chosen; the form waits for them, and sends those that made it.
 */
export function ProjectForm({ clients, onCreated, focusFirst = false }: ProjectFormProps) {
  const create = useCreateProject()
  const form = useForm<ProjectFormValues, unknown, CustomProjectBody>({
    resolver: zodResolver(projectFormSchema),
    // With no customer yet, the project is for a new client (decision 047).
    defaultValues: { ...EMPTY_PROJECT_FORM, clientMode: clients.length > 0 ? 'existing' : 'new' },
  })
  const { errors, isSubmitting } = form.formState
  const { register } = form
  const price = useWatch({ control: form.control, name: 'price' })
  const image = useWatch({ control: form.control, name: 'image' })
  const clientMode = useWatch({ control: form.control, name: 'clientMode' })
  const photos = usePhotoList()
  const photoInput = useRef<HTMLInputElement>(null)
  const waitId = useId()
  useEffect(() => {
    if (focusFirst) form.setFocus('name')
  }, [focusFirst, form])

  async function generate(values: CustomProjectBody) {
    try {
      onCreated(await create.mutateAsync(values))
    } catch (error) {
      const field = error instanceof ApiError ? PROJECT_FIELD_OF_CODE[error.code] : undefined
      const message = errorMessage(error, 'Erro ao gerar produto. Tente novamente.')
      form.setError(field ?? 'root', { message }, { shouldFocus: Boolean(field) })
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // The photos that made it, in the order shown, with the fields.
    form.setValue('photos', photos.store.photoInputs())
    void form.handleSubmit(generate, (problems) => {
      // react-hook-form focuses a wrong field it registered; the photos are not one.
      if (Object.keys(problems).join() === 'photos') photoInput.current?.focus()
    })(event)
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <UploadLeaveGuard uploading={photos.uploading} />
      <Field label="Nome do Produto" error={errors.name?.message} {...register('name')} />
      <MoneyField
        label="Preço (R$)"
        text={price}
        error={errors.price?.message}
        {...register('price')}
      />
      <Field label="Categoria" error={errors.category?.message} {...register('category')} />
      <ProjectClientFields
        clients={clients}
        mode={clientMode}
        register={register}
        errors={errors}
        className="sm:col-span-2"
      />
      <PhotoManager
        list={photos}
        error={errors.photos?.message}
        address={{ typed: image, error: errors.image?.message, field: register('image') }}
        chooseRef={photoInput}
        onAdd={() => form.clearErrors('photos')}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Descrição"
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      {errors.root && (
        <div className="sm:col-span-2">
          <FormAlert>{errors.root.message}</FormAlert>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button
          type="submit"
          disabled={isSubmitting || photos.busy}
          aria-describedby={photos.uploading ? waitId : undefined}
        >
          {isSubmitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Gerar Projeto
        </Button>
        {photos.uploading && (
          <p id={waitId} className="text-sm text-stone-600">
            Aguarde o envio das fotos para gerar o projeto.
          </p>
        )}
      </div>
    </form>
  )
}
