import { Link } from 'react-router'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { AuthCard } from './auth-card.tsx'

/** The reset link lacks its parameters, or the server refused its token. */
export function ResetLinkInvalid({ message }: { message: string }) {
  return (
    <AuthCard title="Link Inválido" description={<p role="alert">{message}</p>} focusTitle>
      <Link to="/login" className={buttonClasses('primary', 'w-full')}>
        Voltar para Login
      </Link>
    </AuthCard>
  )
}
