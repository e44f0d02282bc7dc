import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { newPasswordFormSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { api, call } from '#web/lib/api-client.ts'
import { SESSION_QUERY_KEY } from '#web/lib/session.ts'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { useFocusFirstInvalid } from '#web/components/ui/form-errors.ts'
import { errorMessage } from '#web/lib/api-client.ts'

interface NewPasswordFormProps {
  email: string
  token: string
  onDone: () => void
}

export function NewPasswordForm({ email, token, onDone }: NewPasswordFormProps) {
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    shouldFocusError: false,
  })
  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      call(api.auth['reset-password'].$post({ json: { email, token, newPassword } })),
    onSuccess: async () => {
      // The reset ends every session of the account, this browser's too if it was signed in.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
      onDone()
    },
  })
  const { errors, submitCount } = form.formState
  const formRef = useFocusFirstInvalid(submitCount)

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => reset.mutate(v.newPassword))}
    >
      {reset.isError && (
        <FormAlert>{errorMessage(reset.error, 'Erro ao redefinir senha')}</FormAlert>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint="Mínimo de 6 caracteres. Use letras, números e símbolos."
        {...form.register('newPassword')}
        error={errors.newPassword?.message}
      />
      <Field
        label="Confirmar nova senha"
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Redefinindo...' : 'Redefinir senha'}
      </Button>
    </form>
  )
}
