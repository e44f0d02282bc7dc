import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { FormProvider, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import { POLICY_TITLES, policyPath, type PolicyKind } from '#domain/policies.ts'
import { registerSchema } from '#domain/schemas/auth.ts'
import { AddressFields, toAddressInput } from '#web/components/address-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { api, ApiError, call } from '#web/lib/api-client.ts'
import { useFinishSignIn, useRedirectSearch } from '#web/features/auth/auth-redirect.ts'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { useFocusFirstInvalid } from '#web/components/ui/form-errors.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'

const LINK = 'font-medium text-amber-800 hover:underline'

/** A policy in a new tab: the form keeps what was typed. */
const PolicyLink = ({ kind }: { kind: PolicyKind }) => (
  <a href={policyPath(kind)} target="_blank" rel="noopener" className={LINK}>
    {POLICY_TITLES[kind]}
  </a>
)

/** Creates the account with its delivery address; the account's name is the address's 'Nome'. */
export function RegisterForm() {
  const finishSignIn = useFinishSignIn()
  const redirectSearch = useRedirectSearch()
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', address: toAddressInput() },
    shouldFocusError: false,
  })
  const create = useMutation({
    mutationFn: (input: z.output<typeof registerSchema>) =>
      call(api.auth.register.$post({ json: input })),
    onSuccess: async ({ user }) => {
      toast.success('Conta criada com sucesso!')
      if (user) await finishSignIn(user)
    },
  })
  const { errors, submitCount } = form.formState
  const formRef = useFocusFirstInvalid(submitCount)
  const emailTaken = create.error instanceof ApiError && create.error.status === 409

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        className="space-y-6"
        onSubmit={form.handleSubmit((v) => create.mutate(v))}
      >
        {create.isError && (
          <FormAlert>
            {errorMessage(create.error, 'Ocorreu um erro ao processar sua solicitação')}
            {emailTaken && (
              <>
                {' '}
                <Link to={`/login${redirectSearch}`} className="font-semibold underline">
                  Ir para o login
                </Link>
              </>
            )}
          </FormAlert>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">Sua conta</legend>
          <Field
            label="Nome"
            autoComplete="name"
            className="sm:col-span-2"
            {...form.register('address.name')}
            error={errors.address?.name?.message}
          />
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            className="sm:col-span-2"
            {...form.register('email', {
              // 'Já existe uma conta com este email' goes once the email changes.
              onChange: () => {
                if (emailTaken) create.reset()
              },
            })}
            error={errors.email?.message}
          />
          <Field
            label="Senha"
            type="password"
            autoComplete="new-password"
            hint="Mínimo de 6 caracteres."
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Field
            label="Confirmar senha"
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-lg font-semibold">Endereço de entrega</legend>
          <AddressFields withName={false} />
        </fieldset>
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? 'Criando conta...' : 'Criar conta'}
        </Button>
        <p className="text-center text-sm text-stone-600">
          {'Ao criar sua conta, você concorda com os '}
          <PolicyLink kind="termos" />
          {' e a '}
          <PolicyLink kind="privacidade" />.
        </p>
        <p className="text-center text-sm text-stone-600">
          Já tem uma conta?{' '}
          <Link to={`/login${redirectSearch}`} className={LINK}>
            Fazer login
          </Link>
        </p>
      </form>
    </FormProvider>
  )
}
