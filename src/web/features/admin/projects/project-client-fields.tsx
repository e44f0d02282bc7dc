import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { Field, SelectField, type SelectOption } from '#web/components/ui/field.tsx'
import { CLIENT_MODES, type ClientMode, type ProjectFormValues } from './project-form-schema.ts'

interface ProjectClientFieldsProps {
  clients: readonly SelectOption[]
  mode: ClientMode | undefined
  register: UseFormRegister<ProjectFormValues>
  errors: FieldErrors<ProjectFormValues>
  className?: string
}

/**
 * 'Cliente': a customer with an account, chosen as "name — email", or a new client by name and
 * e-mail, who gets an account and an invitation with the project (decision 047).
 */
export function ProjectClientFields({
  clients,
  mode,
  register,
  errors,
  className,
}: ProjectClientFieldsProps) {
  return (
    <fieldset className={`grid gap-3 sm:grid-cols-2 ${className ?? ''}`}>
      <legend className="mb-1 text-sm font-medium text-stone-800">Para quem é o projeto?</legend>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        {CLIENT_MODES.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm has-checked:border-amber-800 has-checked:bg-amber-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              value={option.value}
              disabled={option.value === 'existing' && clients.length === 0}
              className="size-4 accent-amber-800"
              {...register('clientMode')}
            />
            {option.label}
          </label>
        ))}
      </div>
      {mode === 'new' ? (
        <>
          <Field
            label="Nome do cliente"
            autoComplete="off"
            error={errors.newClientName?.message}
            {...register('newClientName')}
          />
          <Field
            label="E-mail do cliente"
            type="email"
            autoComplete="off"
            hint="Sem conta na loja: criamos uma e enviamos um convite que entra nela. Com conta: o projeto vai para ela."
            error={errors.newClientEmail?.message}
            {...register('newClientEmail')}
          />
        </>
      ) : (
        <SelectField
          label="Cliente"
          className="sm:col-span-2"
          options={clients}
          placeholder="Selecione um cliente"
          error={errors.clientId?.message}
          {...register('clientId')}
        />
      )}
      {clients.length === 0 && (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700 sm:col-span-2">
          Nenhum cliente cadastrado ainda: informe o nome e o e-mail do novo cliente.
        </p>
      )}
    </fieldset>
  )
}
