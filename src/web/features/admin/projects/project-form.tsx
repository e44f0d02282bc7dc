import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { CustomProjectBody } from '#domain/schemas/custom-project.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field, SelectField, TextAreaField, type SelectOption } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { MoneyField } from '#web/components/ui/money-field.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import type { AdminProject } from './project-queries.ts'
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
  onCreated: (project: AdminProject) => void
  /** After 'Gerar Novo Projeto' the admin starts typing at once. */
  focusFirst?: boolean
}

/** The 'Gerar projeto' fields, checked here with the server's schema before anything is sent. */
export function ProjectForm({ clients, onCreated, focusFirst = false }: ProjectFormProps) {
  const create = useCreateProject()
  const form = useForm<ProjectFormValues, unknown, CustomProjectBody>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: EMPTY_PROJECT_FORM,
  })
  const { errors, isSubmitting } = form.formState
  const { register } = form
  const price = useWatch({ control: form.control, name: 'price' })
  useEffect(() => {
    if (focusFirst) form.setFocus('name')
  }, [focusFirst, form])

  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values))
    } catch (error) {
      const field = error instanceof ApiError ? PROJECT_FIELD_OF_CODE[error.code] : undefined
      const message = errorMessage(error, 'Erro ao gerar produto. Tente novamente.')
      form.setError(field ?? 'root', { message }, { shouldFocus: Boolean(field) })
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Nome do Produto" error={errors.name?.message} {...register('name')} />
      <MoneyField
        label="Preço (R$)"
        text={price}
        error={errors.price?.message}
        {...register('price')}
      />
      <Field label="Categoria" error={errors.category?.message} {...register('category')} />
      {clients.length > 0 ? (
        <SelectField
          label="Cliente"
          options={clients}
          placeholder="Selecione um cliente"
          error={errors.clientId?.message}
          {...register('clientId')}
        />
      ) : (
        <div>
          <p className="block text-sm font-medium text-stone-800">Cliente</p>
          <p className="mt-1 rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
            Nenhum cliente cadastrado. Os projetos são gerados para clientes: assim que alguém criar
            uma conta na loja, poderá ser escolhido aqui.
          </p>
        </div>
      )}
      <Field
        label="URL da Imagem"
        type="url"
        placeholder="https://"
        className="sm:col-span-2"
        error={errors.image?.message}
        {...register('image')}
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
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting || clients.length === 0}>
          {isSubmitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Gerar Projeto
        </Button>
      </div>
    </form>
  )
}
