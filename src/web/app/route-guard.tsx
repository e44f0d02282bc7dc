import { Navigate, Outlet, useLocation } from 'react-router'
import { Spinner } from '../components/ui/spinner.tsx'
import { useSession } from '../lib/session.ts'

/** The path to /login that brings the visitor back here afterwards. */
export function loginPath(from: string): string {
  return `/login?redirectTo=${encodeURIComponent(from)}`
}

/** Login (and, with `admin`, the admin flag) required for the routes below it. */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  const { user, isLoading } = useSession()
  const location = useLocation()
  if (isLoading) return <Spinner label="Verificando sua sessão..." />
  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />
  if (admin && !user.isAdmin) return <Navigate to="/" replace />
  return <Outlet />
}
