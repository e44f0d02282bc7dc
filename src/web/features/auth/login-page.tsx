import { useState } from 'react'
import { AuthCard } from './components/auth-card.tsx'
import { ForgotPasswordForm } from './components/forgot-password-form.tsx'
import { LoginForm } from './components/login-form.tsx'

type View = { name: 'login'; returned?: boolean } | { name: 'forgot'; email: string }

/** /login, with its forgot-password view on the same page (spec.md section 2). */
export function LoginPage() {
  const [view, setView] = useState<View>({ name: 'login' })

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
