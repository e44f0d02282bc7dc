import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { changePasswordSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useChangePassword } from '#web/features/profile/api/account.ts'

type Input = z.input<typeof changePasswordSchema>
type Output = z.output<typeof changePasswordSchema>
type FieldName = keyof Input | 'root'

/** Which field a refusal of the server belongs to. */
function fieldOf(error: unknown): FieldName {
  if (!(error instanceof ApiError)) return 'root'
  if (error.code === 'wrong-current-password') return 'currentPassword'
  if (error.code === 'validation') return 'newPassword'
  return 'root'
}

/** 'Alterar senha': the current password, then the new one; other sessions end on the server. */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword()
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values)
      form.reset()
      toast.success('Senha alterada com sucesso!')
    } catch (error) {
      const message = errorMessage(error, 'Erro ao alterar a senha. Tente novamente.')
      form.setError(fieldOf(error), { message })
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        live
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint="Mínimo de 6 caracteres. Ao alterar, as outras sessões da conta são encerradas."
        live
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Alterando...' : 'Alterar senha'}
      </Button>
    </form>
  )
}
