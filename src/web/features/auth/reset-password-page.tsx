import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { AUTH_MESSAGES } from '#domain/schemas/auth.ts'
import { api, call } from '#web/lib/api-client.ts'
import { AuthCard } from './components/auth-card.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { NewPasswordForm } from './components/new-password-form.tsx'
import { ResetLinkInvalid } from './components/reset-link-invalid.tsx'
import { ResetPasswordDone } from './components/reset-password-done.tsx'

/** /reset-password?email=&token=: validating, then the form or 'Link Inválido', then done. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const email = params.get('email') ?? ''
  const token = params.get('token') ?? ''
  if (!email || !token) return <ResetLinkInvalid message={AUTH_MESSAGES.invalidLink} />
  return <ResetPassword key={`${email} ${token}`} email={email} token={token} />
}

function ResetPassword({ email, token }: { email: string; token: string }) {
  const [done, setDone] = useState(false)
  const link = useQuery({
    queryKey: ['reset-password-link', email, token],
    queryFn: () => call(api.auth['reset-password'].validate.$post({ json: { email, token } })),
    // Asked once per visit: once the password is reset the same link is (rightly) invalid.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })

  if (done) return <ResetPasswordDone />
  if (link.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-16 text-stone-700">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-800"
        />
        <p>Validando link de redefinição...</p>
      </div>
    )
  }
  if (link.isError) {
    return (
      <ResetLinkInvalid
        message={errorMessage(link.error, 'Erro ao validar token. Tente novamente.')}
      />
    )
  }
  return (
    <AuthCard title="Redefinir senha" description={`Crie uma nova senha para ${email}.`}>
      <NewPasswordForm email={email} token={token} onDone={() => setDone(true)} />
    </AuthCard>
  )
}
