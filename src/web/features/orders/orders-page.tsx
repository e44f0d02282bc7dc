import { useQuery } from '@tanstack/react-query'
import { Package } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { myOrdersQueryOptions, pollWhilePixPending } from '#web/lib/open-orders.ts'
import { useSession } from '#web/lib/session.ts'
import { OrderCard } from './components/order-card.tsx'

/**
 * `/orders#pedido-{id}` (the emails' 'Copiar' link): once the orders are on screen, that order is
 * scrolled into view below the header and its title takes the focus.
 */
function useOrderFromHash(ready: boolean) {
  const { hash } = useLocation()
  useEffect(() => {
    if (!ready || !hash.startsWith('#pedido-')) return
    const block = document.getElementById(decodeURIComponent(hash.slice(1)))
    if (!block) return
    block.scrollIntoView?.({ block: 'start' })
    block.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
  }, [ready, hash])
}

const PANEL =
  'flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center shadow-sm'

/** /orders, 'Seus Pedidos' (the route's loader lets only signed-in users in). */
export function OrdersPage() {
  const { user } = useSession()
  const query = useQuery({
    ...myOrdersQueryOptions(user?.id ?? ''),
    enabled: user !== null,
    refetchInterval: pollWhilePixPending,
  })
  useOrderFromHash(query.isSuccess)
  // Like the route guard: a spinner, then the whole page, never a half-drawn one.
  if (query.isPending) return <Spinner label="Carregando pedidos..." />

  return (
    <section aria-labelledby="orders-title" className="mx-auto max-w-3xl space-y-6">
      <h1 id="orders-title" className="text-2xl font-bold">
        Seus Pedidos
      </h1>
      {/* A failed refetch (the polling below) keeps the orders on screen. */}
      {!query.data ? (
        <div role="alert" className={PANEL}>
          <p className="text-lg font-medium text-red-800">Erro ao carregar pedidos</p>
          <Button
            variant="secondary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Tentar Novamente
          </Button>
        </div>
      ) : query.data.orders.length === 0 ? (
        <div className={PANEL}>
          <Package aria-hidden="true" className="size-12 text-stone-400" />
          <p className="text-lg font-medium">Você ainda não fez nenhum pedido.</p>
          <Link to="/" className={buttonClasses('primary')}>
            Continuar Comprando
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {query.data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
