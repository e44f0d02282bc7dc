import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { AuthCard } from './components/auth-card.tsx'
import { ForgotPasswordForm } from './components/forgot-password-form.tsx'
import { LoginForm } from './components/login-form.tsx'

type View = { name: 'login'; returned?: boolean } | { name: 'forgot'; email: string }

/**
 * /login, with its forgot-password view on the same page (spec.md section 2); `?view=forgot` opens
 * that view (checkout's sign-in and the 'Sua senha foi alterada' email link to it).
 */
export function LoginPage() {
  const [params] = useSearchParams()
  const [view, setView] = useState<View>(() =>
    params.get('view') === 'forgot' ? { name: 'forgot', email: '' } : { name: 'login' },
  )

  if (view.name === 'forgot') {
    return (
      <AuthCard
        key="forgot"
        title="Redefinir senha"
        description="Informe o email da sua conta e enviaremos um link para criar uma nova senha."
        focusTitle
      >
        <ForgotPasswordForm
          defaultEmail={view.email}
          onBack={() => setView({ name: 'login', returned: true })}
        />
      </AuthCard>
    )
  }
  return (
    <AuthCard key="login" title="Entre na sua conta" focusTitle={view.returned}>
      <LoginForm onForgotPassword={(email) => setView({ name: 'forgot', email })} />
    </AuthCard>
  )
}
