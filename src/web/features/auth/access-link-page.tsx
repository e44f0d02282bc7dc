import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { SessionUser } from '#domain/account.ts'
import { AUTH_MESSAGES, accessLinkSchema, invitationSchema } from '#domain/schemas/auth.ts'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { api, call, errorMessage } from '#web/lib/api-client.ts'
import { useFinishSignIn, useRedirectSearch } from './auth-redirect.ts'
import { AuthCard } from './components/auth-card.tsx'

interface LinkKind {
  schema: typeof accessLinkSchema | typeof invitationSchema
  invalid: string
  title: string
  signIn: (link: { email: string; token: string }) => Promise<{ user: SessionUser | null }>
  /** Where it lands; `redirectTo` when absent. */
  to?: string
}

/** The two one-time links that sign in (decision 047): each opens only through its own route. */
const LINK_KINDS = {
  access: {
    schema: accessLinkSchema,
    invalid: AUTH_MESSAGES.invalidAccessLink,
    title: 'Link de acesso inválido',
    signIn: (json) => call(api.auth['access-link']['sign-in'].$post({ json })),
  },
  invitation: {
    schema: invitationSchema,
    invalid: AUTH_MESSAGES.invalidInvitation,
    title: 'Convite inválido',
    signIn: (json) => call(api.auth.invitation['sign-in'].$post({ json })),
    to: '/cart',
  },
} satisfies Record<string, LinkKind>

/** /access-link?email=&token=[&redirectTo=]: the link e-mailed on a refused sign-in (decision 026). */
export function AccessLinkPage() {
  return <LinkSignInPage kind={LINK_KINDS.access} />
}

/** /invitation?email=&token=: a new client's invitation, with the project the owner made them. */
export function InvitationPage() {
  return <LinkSignInPage kind={LINK_KINDS.invitation} />
}

function LinkSignInPage({ kind }: { kind: LinkKind }) {
  const [params] = useSearchParams()
  const link = kind.schema.safeParse({
    email: params.get('email') ?? '',
    token: params.get('token') ?? '',
  })
  if (!link.success) return <LinkInvalid kind={kind} message={kind.invalid} />
  const { email, token } = link.data
  return <LinkSignIn key={`${email} ${token}`} kind={kind} email={email} token={token} />
}

function LinkSignIn({ kind, email, token }: { kind: LinkKind; email: string; token: string }) {
  const finishSignIn = useFinishSignIn(kind.to)
  const signIn = useMutation({
    mutationFn: () => kind.signIn({ email, token }),
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
    return <LinkInvalid kind={kind} message={errorMessage(signIn.error, kind.invalid)} />
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

function LinkInvalid({ kind, message }: { kind: LinkKind; message: string }) {
  const redirectSearch = useRedirectSearch()
  return (
    <AuthCard title={kind.title} description={<p role="alert">{message}</p>} focusTitle>
      <Link to={`/login${redirectSearch}`} className={buttonClasses('primary', 'w-full')}>
        Ir para o login
      </Link>
    </AuthCard>
  )
}
