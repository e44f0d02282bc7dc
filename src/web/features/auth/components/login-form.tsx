import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { loginSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { isRefusalOfInput, useFocusFirstInvalid } from '#web/components/ui/form-errors.ts'
import { AccessLinkOffer } from '#web/components/access-link-offer.tsx'
import { api, ApiError, call, errorMessage } from '#web/lib/api-client.ts'
import { useFinishSignIn, useRedirectSearch } from '#web/features/auth/auth-redirect.ts'

const LINK = 'font-medium text-amber-800 hover:underline'

export function LoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const finishSignIn = useFinishSignIn()
  const redirectSearch = useRedirectSearch()
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
    shouldFocusError: false,
  })
  const login = useMutation({
    mutationFn: (input: z.output<typeof loginSchema>) =>
      call(api.auth.login.$post({ json: input })),
    onSuccess: async ({ user }) => {
      if (user) await finishSignIn(user)
    },
  })
  // Refused for failures that may come from elsewhere: the inbox's owner can still get in.
  const tooMany = login.error instanceof ApiError && login.error.status === 429
  const { errors, submitCount } = form.formState
  const formRef = useFocusFirstInvalid(submitCount)
  // 'Email ou senha inválidos' is about what was typed: it goes when either changes.
  const clearRefusal = () => {
    if (isRefusalOfInput(login.error)) login.reset()
  }

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => login.mutate(v))}
    >
      {login.isError && (
        <FormAlert>
          {errorMessage(login.error, 'Ocorreu um erro ao processar sua solicitação')}
        </FormAlert>
      )}
      {tooMany && <AccessLinkOffer getEmail={() => form.getValues('email')} />}
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email', { onChange: clearRefusal })}
        error={errors.email?.message}
      />
      <Field
        label="Senha"
        type="password"
        autoComplete="current-password"
        {...form.register('password', { onChange: clearRefusal })}
        error={errors.password?.message}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-4 accent-amber-800"
            {...form.register('remember')}
          />
          Lembrar-me
        </label>
        <button
          type="button"
          className={`text-sm ${LINK}`}
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Esqueceu sua senha?
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        Não tem uma conta?{' '}
        <Link to={`/register${redirectSearch}`} className={LINK}>
          Criar conta
        </Link>
      </p>
    </form>
  )
}
