import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { checkoutAuthSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { useCheckoutAuth } from '#web/features/checkout/api/checkout-auth.ts'
import { AccessLinkOffer } from '#web/components/access-link-offer.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { isRefusalOfInput, useFocusFirstInvalid } from '#web/components/ui/form-errors.ts'

/** Step 1: one form that logs in, or creates the account when the email is new. */
export function AuthStep() {
  const auth = useCheckoutAuth()
  const form = useForm({
    resolver: zodResolver(checkoutAuthSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  })
  // Refused for failures that may come from elsewhere: a link by email brings them back here.
  const tooMany = auth.error instanceof ApiError && auth.error.status === 429
  const { errors, submitCount } = form.formState
  const formRef = useFocusFirstInvalid(submitCount)
  // 'Email ou senha inválidos' is about the email and password sent: new ones clear it, so it is
  // never shown beside the new ones' own problems.
  const clearRefusal = () => {
    if (isRefusalOfInput(auth.error)) auth.reset()
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={auth.isPending}
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => auth.mutate(values))}
    >
      <p className="text-sm text-stone-600">
        Entre com seu email e senha. Se ainda não tiver conta, criamos uma para você.
      </p>
      {auth.isError && (
        <FormAlert>
          {errorMessage(auth.error, 'Ocorreu um erro ao processar sua solicitação')}
        </FormAlert>
      )}
      {tooMany && (
        <AccessLinkOffer getEmail={() => form.getValues('email')} redirectTo="/checkout" />
      )}
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
      {/* The login page's forgot-password view; signing in there comes back here. */}
      <p className="text-sm">
        <Link
          to="/login?view=forgot&redirectTo=%2Fcheckout"
          className="font-medium text-amber-800 hover:underline"
        >
          Esqueceu sua senha?
        </Link>
      </p>
      <Button type="submit" className="w-full sm:w-auto" disabled={auth.isPending}>
        {auth.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        Continuar
      </Button>
    </form>
  )
}
