import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { AUTH_MESSAGES, forgotPasswordSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { api, ApiError, call } from '#web/lib/api-client.ts'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { isRefusalOfInput, useFocusFirstInvalid } from '#web/components/ui/form-errors.ts'

const FAILED = 'Erro ao enviar email de redefinição. Verifique o email informado.'

/** The spec's message, except that too many requests says so (and when to try again). */
const failure = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? error.message : FAILED

interface ForgotPasswordFormProps {
  defaultEmail: string
  onBack: () => void
}

/** The forgot-password view of /login: the server answers the same whether the email exists. */
export function ForgotPasswordForm({ defaultEmail, onBack }: ForgotPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
    shouldFocusError: false,
  })
  const send = useMutation({
    mutationFn: (input: z.output<typeof forgotPasswordSchema>) =>
      call(api.auth['forgot-password'].$post({ json: input })),
  })

  const formRef = useFocusFirstInvalid(form.formState.submitCount)

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => send.mutate(v))}
    >
      <div role="status">
        {send.isSuccess && (
          <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
            {AUTH_MESSAGES.resetEmailSent}
          </p>
        )}
      </div>
      {send.isError && <FormAlert>{failure(send.error)}</FormAlert>}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email', {
          // 'Verifique o email informado' goes once the email changes.
          onChange: () => {
            if (isRefusalOfInput(send.error)) send.reset()
          },
        })}
        error={form.formState.errors.email?.message}
      />
      <Button type="submit" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Enviando...' : 'Enviar Email de Redefinição'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Voltar para o login
      </Button>
    </form>
  )
}
