import { AuthCard } from './components/auth-card.tsx'
import { RegisterForm } from './components/register-form.tsx'

/** /register: a real account with its delivery address (design.md), signed in at once. */
export function RegisterPage() {
  return (
    <AuthCard title="Cadastro" description="Crie sua conta para acompanhar seus pedidos." wide>
      <RegisterForm />
    </AuthCard>
  )
}
