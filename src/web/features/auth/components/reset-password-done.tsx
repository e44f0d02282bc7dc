import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { AuthCard } from './auth-card.tsx'

const REDIRECT_DELAY_MS = 3000

/** Success, then /login by itself after 3 seconds (spec.md section 4 'Password reset'). */
export function ResetPasswordDone() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [navigate])

  return (
    <AuthCard
      title="Senha redefinida com sucesso!"
      description="Você será redirecionado para o login em 3 segundos."
      focusTitle
    >
      <Link to="/login" replace className={buttonClasses('primary', 'w-full')}>
        Ir para Login
      </Link>
    </AuthCard>
  )
}
