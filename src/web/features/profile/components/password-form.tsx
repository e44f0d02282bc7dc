import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { changePasswordFormSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useChangePassword } from '#web/features/profile/api/account.ts'
import { NewPasswordFields } from './new-password-fields.tsx'

type Input = z.input<typeof changePasswordFormSchema>
type Output = z.output<typeof changePasswordFormSchema>
type FieldName = keyof Input | 'root'

/** Which field a refusal of the server belongs to. */
function fieldOf(error: unknown): FieldName {
  if (!(error instanceof ApiError)) return 'root'
  if (error.code === 'wrong-current-password') return 'currentPassword'
  if (error.code === 'validation') return 'newPassword'
  return 'root'
}

/**
 * 'Alterar senha': the current password, then the new one twice (a confirmation that differs is
 * 'As senhas não coincidem', nothing sent), 'Mostrar senha' shows all three; other sessions end on
 * the server, and the account gets a 'Sua senha foi alterada' email.
 */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword()
  const [shown, setShown] = useState(false)
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const type = shown ? 'text' : 'password'

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword })
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
        type={type}
        autoComplete="current-password"
        live
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        type={type}
        hint="Mínimo de 6 caracteres. Ao alterar, as outras sessões da conta são encerradas."
        errors={{
          newPassword: errors.newPassword?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
        newPassword={form.register('newPassword')}
        confirmPassword={form.register('confirmPassword')}
        shown={shown}
        onShow={setShown}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Alterando...' : 'Alterar senha'}
      </Button>
    </form>
  )
}
