import { LogOut, Package, ShoppingCart, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cartQuantity } from '#domain/cart.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { useMyProjects } from '#web/lib/my-projects.ts'
import { useOpenOrderCount } from '#web/lib/open-orders.ts'
import { useSession } from '#web/lib/session.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'
import { useSignOut } from '#web/lib/sign-out.ts'
import { pictureProps } from '#web/lib/picture.ts'
import { useShopInfo } from '#web/lib/shop-info.ts'

const ICON_LINK =
  'relative inline-flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-amber-50 hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-amber-200'

interface Counted {
  count: number
  noun: [one: string, many: string]
}

/**
 * The badge is drawn for the eye; the count is spoken through the link's own name, e.g.
 * 'Carrinho, 1 item', so every browser and screen reader reads it the same way. No parentheses:
 * a checker (axe's label-content-name-mismatch) leaves a parenthetical out of the name, and the
 * number seen on the badge must be part of the name heard.
 */
function NavLink({
  to,
  icon,
  label,
  counted,
}: {
  to: string
  icon: ReactNode
  label: string
  counted?: Counted
}) {
  const count = counted?.count ?? 0
  const name =
    counted && count > 0
      ? `${label}, ${count} ${count === 1 ? counted.noun[0] : counted.noun[1]}`
      : label
  return (
    <Link to={to} className={ICON_LINK} aria-label={name}>
      {icon}
      <span className="max-sm:sr-only">{label}</span>
      {/* A word break between the label and the badge: what is seen, 'Carrinho 1', is then part
          of what is heard, 'Carrinho, 1 item' (the flex box draws no space for it). */}{' '}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-amber-950"
        >
          {count}
        </span>
      )}
    </Link>
  )
}

export function TopNav() {
  const session = useSession()
  const shop = useShopInfo()
  // The visitor's own (session, this browser's cart) only once hydrated: the server drew the nav
  // as everyone's, signed out with an empty cart.
  const hydrated = useHydrated()
  const user = hydrated ? session.user : null
  const storedCount = useCartStore((state) => cartQuantity(state.items))
  const cartCount = hydrated ? storedCount : 0
  // The cart badge counts the custom projects waiting in the cart too (spec.md, top nav).
  const projectCount = useMyProjects().projects.length
  const openOrderCount = useOpenOrderCount()
  const signOut = useSignOut()
  const isAdmin = user?.isAdmin === true
  const account = isAdmin
    ? { to: '/admin', label: 'Painel' }
    : user
      ? { to: '/profile', label: 'Minha Conta' }
      : { to: '/login', label: 'Entrar' }

  return (
    <header className="sticky top-0 z-30 bg-amber-800 shadow print:hidden">
      <nav aria-label="Principal" className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-2">
        <Link
          to="/"
          className="mr-auto flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight text-white"
        >
          {/* The shop's image as its logo (decision 048); the name beside it says it. */}
          {shop.image && (
            <img
              alt=""
              {...pictureProps(shop.image, '2.25rem')}
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-md bg-white object-contain"
            />
          )}
          <span className="truncate">{shop.name}</span>
        </Link>
        {!isAdmin && (
          <NavLink
            to="/cart"
            icon={<ShoppingCart aria-hidden="true" className="size-5" />}
            label="Carrinho"
            counted={{ count: cartCount + projectCount, noun: ['item', 'itens'] }}
          />
        )}
        {!isAdmin && (
          <NavLink
            to="/orders"
            icon={<Package aria-hidden="true" className="size-5" />}
            label="Pedidos"
            counted={{
              count: openOrderCount,
              noun: ['pedido em andamento', 'pedidos em andamento'],
            }}
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
