import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { firstPasswordFormSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { NewPasswordFields } from './new-password-fields.tsx'
import { useCreateFirstPassword } from '#web/features/profile/api/account.ts'

type Input = z.input<typeof firstPasswordFormSchema>
type Output = z.output<typeof firstPasswordFormSchema>

/**
 * 'Criar senha' (decision 047): a client whose account the owner made with a project came in by
 * their invitation and has no password yet; the new one twice, then 'Alterar senha' takes over.
 */
export function FirstPasswordForm({ userId, email }: { userId: string; email: string }) {
  const create = useCreateFirstPassword(userId)
  const [shown, setShown] = useState(false)
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(firstPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const type = shown ? 'text' : 'password'

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await create.mutateAsync(newPassword)
      toast.success('Senha criada com sucesso!')
    } catch (error) {
      const field =
        error instanceof ApiError && error.code === 'validation' ? 'newPassword' : 'root'
      form.setError(field, {
        message: errorMessage(error, 'Erro ao criar a senha. Tente novamente.'),
      })
    }
  })

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-stone-700">
        Sua conta ainda não tem senha. Crie uma para entrar na loja com este e-mail e a senha.
      </p>
      {errors.root && <FormAlert>{errors.root.message}</FormAlert>}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        type={type}
        hint="Mínimo de 6 caracteres."
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
        {isSubmitting ? 'Criando...' : 'Criar senha'}
      </Button>
    </form>
  )
}
