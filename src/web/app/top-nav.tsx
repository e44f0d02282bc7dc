import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LogOut, Package, ShoppingCart, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { cartQuantity } from '#domain/cart.ts'
import { api, call } from '../lib/api-client.ts'
import { useCartStore } from '../lib/cart-store.ts'
import { SESSION_QUERY_KEY, useSession } from '../lib/session.ts'
import { useShopInfo } from '../lib/shop-info.ts'

const ICON_LINK =
  'relative inline-flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-amber-50 hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-amber-200'

function CountBadge({ count, noun }: { count: number; noun: [one: string, many: string] }) {
  if (count <= 0) return null
  return (
    <span className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-amber-950">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`(${count} ${count === 1 ? noun[0] : noun[1]})`}</span>
    </span>
  )
}

function NavLink({
  to,
  icon,
  label,
  badge,
}: {
  to: string
  icon: ReactNode
  label: string
  badge?: ReactNode
}) {
  return (
    <Link to={to} className={ICON_LINK}>
      {icon}
      <span className="max-sm:sr-only">{label}</span>
      {badge}
    </Link>
  )
}

export function TopNav() {
  const { user } = useSession()
  const shop = useShopInfo()
  const cartCount = useCartStore((state) => cartQuantity(state.items))
  // Custom projects (their own issue) and open orders (the orders issue) add to these badges.
  const projectCount = 0
  const openOrderCount = 0
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const signOut = useMutation({
    mutationFn: () => call(api.auth.logout.$post()),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
      void navigate('/')
    },
  })
  const isAdmin = user?.isAdmin === true
  const account = isAdmin
    ? { to: '/admin', label: 'Painel' }
    : user
      ? { to: '/profile', label: 'Minha Conta' }
      : { to: '/login', label: 'Entrar' }

  return (
    <header className="sticky top-0 z-30 bg-amber-800 shadow">
      <nav aria-label="Principal" className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-2">
        <Link to="/" className="mr-auto text-lg font-bold tracking-tight text-white">
          {shop.name}
        </Link>
        {!isAdmin && (
          <NavLink
            to="/cart"
            icon={<ShoppingCart aria-hidden="true" className="size-5" />}
            label="Carrinho"
            badge={<CountBadge count={cartCount + projectCount} noun={['item', 'itens']} />}
          />
        )}
        {!isAdmin && (
          <NavLink
            to="/orders"
            icon={<Package aria-hidden="true" className="size-5" />}
            label="Pedidos"
            badge={
              <CountBadge
                count={openOrderCount}
                noun={['pedido em andamento', 'pedidos em andamento']}
              />
            }
          />
        )}
        <NavLink
          to={account.to}
          icon={<UserRound aria-hidden="true" className="size-5" />}
          label={account.label}
        />
        {user && (
          <button
            type="button"
            className={ICON_LINK}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            <LogOut aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">Sair</span>
          </button>
        )}
      </nav>
    </header>
  )
}
