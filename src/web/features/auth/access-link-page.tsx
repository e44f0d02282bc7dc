import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AUTH_MESSAGES, accessLinkSchema } from '#domain/schemas/auth.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { api, call, errorMessage } from '#web/lib/api-client.ts'
import { useFinishSignIn, useRedirectSearch } from './auth-redirect.ts'
import { AuthCard } from './components/auth-card.tsx'

/** /access-link?email=&token=[&redirectTo=]: the link e-mailed on a refused sign-in (issue 35). */
export function AccessLinkPage() {
  const [params] = useSearchParams()
  const link = accessLinkSchema.safeParse({
    email: params.get('email') ?? '',
    token: params.get('token') ?? '',
  })
  if (!link.success) return <AccessLinkInvalid message={AUTH_MESSAGES.invalidAccessLink} />
  const { email, token } = link.data
  return <AccessLinkSignIn key={`${email} ${token}`} email={email} token={token} />
}

function AccessLinkSignIn({ email, token }: { email: string; token: string }) {
  const finishSignIn = useFinishSignIn()
  const signIn = useMutation({
    mutationFn: () => call(api.auth['access-link']['sign-in'].$post({ json: { email, token } })),
    onSuccess: async ({ user }) => {
      if (user) await finishSignIn(user)
    },
  })
  // The token works once: StrictMode's second run of the effect must not spend it again.
  const sent = useRef(false)
  const { mutate } = signIn
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    mutate()
  }, [mutate])

  if (signIn.isError) {
    return (
      <AccessLinkInvalid message={errorMessage(signIn.error, AUTH_MESSAGES.invalidAccessLink)} />
    )
  }
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-stone-700">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-800"
      />
      <p>Entrando...</p>
    </div>
  )
}

function AccessLinkInvalid({ message }: { message: string }) {
  const redirectSearch = useRedirectSearch()
  return (
    <AuthCard
      title="Link de acesso inválido"
      description={<p role="alert">{message}</p>}
      focusTitle
    >
      <Link to={`/login${redirectSearch}`} className={buttonClasses('primary', 'w-full')}>
        Ir para o login
      </Link>
    </AuthCard>
  )
}
