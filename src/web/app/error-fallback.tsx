import { Component, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'

interface FallbackProps {
  onRetry(): void
  onHome(): void
  /** The failed request's id, for the customer to quote (a page the server could not draw). */
  code?: string | undefined
}

/** 'Oops! Algo deu errado' with its three ways out. */
export function ErrorFallback({ onRetry, onHome, code }: FallbackProps) {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Oops! Algo deu errado</h1>
      <p className="mt-2 text-stone-600">
        Ocorreu um erro inesperado ao mostrar esta página. Você pode tentar de novo.
      </p>
      {code && <p className="mt-2 text-sm text-stone-600">{`Código do erro: ${code}`}</p>}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onRetry}>Tentar Novamente</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Recarregar Página
        </Button>
        <Button variant="secondary" onClick={onHome}>
          Voltar ao Início
        </Button>
      </div>
    </div>
  )
}

/** For errors the router catches (a route's code failing to load, a loader throwing). */
export function RouteErrorFallback() {
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <ErrorFallback
      onRetry={() => void navigate(location.pathname + location.search, { replace: true })}
      onHome={() => void navigate('/')}
    />
  )
}

interface BoundaryProps {
  children: ReactNode
  /** Changing it (a new page) clears the error. */
  resetKey: string
  onHome(): void
}

/** For errors while drawing a page: keeps the navigation usable around the fallback. */
export class PageErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error) {
    // No component stack: Preact gives none without preact/debug (docs/decisions/034).
    console.error('Erro ao mostrar a página', error)
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null })
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <ErrorFallback
        onRetry={() => this.setState({ error: null })}
        onHome={() => {
          this.setState({ error: null })
          this.props.onHome()
        }}
      />
    )
  }
}
