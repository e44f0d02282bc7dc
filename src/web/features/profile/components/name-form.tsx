import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { hasOwnName, type SessionUser } from '#domain/account.ts'
import { accountNameSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useChangeName } from '#web/features/profile/api/account.ts'

type Input = z.input<typeof accountNameSchema>
type Output = z.output<typeof accountNameSchema>

/** 'Nome': empty while the account is still named after its email (checkout sign-up). */
export function NameForm({ user }: { user: SessionUser }) {
  const change = useChangeName()
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(accountNameSchema),
    defaultValues: { name: hasOwnName(user.name, user.email) ? user.name : '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const saved = await change.mutateAsync(name)
      form.reset({ name: saved.user.name })
      toast.success('Nome salvo!')
    } catch (error) {
      const message = errorMessage(error, 'Erro ao salvar o nome. Tente novamente.')
      // A refused name (400) is the field's problem; anything else, the form's.
      form.setError(error instanceof ApiError && error.status === 400 ? 'name' : 'root', {
        message,
      })
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
      <Field
        label="Nome"
        autoComplete="name"
        live
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : 'Salvar nome'}
      </Button>
    </form>
  )
}
