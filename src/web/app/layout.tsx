import { QueryErrorResetBoundary } from '@tanstack/react-query'
import {
  Link,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  type Location,
} from 'react-router'
import { SHOP_TIME_ZONE } from '#domain/time.ts'
import { POLICY_KINDS, POLICY_TITLES, policyPath } from '#domain/policies.ts'
import { SellerIdentityLines } from '#web/components/seller-identity.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from '#web/lib/session.ts'
import { useShopInfo } from '#web/lib/shop-info.ts'
import { PageErrorBoundary } from './error-fallback.tsx'
import { RENDERED } from './rendered-route.ts'
import { TopNav } from './top-nav.tsx'

/** The year in Brasília: the server and the visitor's browser agree on it, whatever their zones. */
const yearInBrazil = () =>
  new Intl.DateTimeFormat('pt-BR', { year: 'numeric', timeZone: SHOP_TIME_ZONE }).format(new Date())

/**
 * Where the page was scrolled is kept per history entry. A page loaded afresh (typed, reloaded,
 * opened from an email) has React Router's key 'default' whatever its address: keyed by its path
 * instead, /checkout does not open at the store's scroll, its title under the navigation.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname : location.key

export function Layout() {
  const { isLoading } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const shop = useShopInfo()
  // A public page the server drew is the same for every visitor: it does not wait for the session
  // (docs/decisions/022); the account's own links appear in the nav when it is known.
  const rendered = useMatches().some((match) => match.handle === RENDERED)
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The first stop of the keyboard on every page: past the header, straight to the page. */}
      <a
        href="#conteudo"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-amber-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 print:hidden"
      >
        Pular para o conteúdo
      </a>
      <TopNav />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto outline-none min-h-[calc(100dvh-3.5rem)] w-full max-w-7xl flex-1 px-4 py-6 print:min-h-0 print:max-w-none print:p-0"
      >
        {/* The session is known before any other page is drawn (spec.md section 2). */}
        {isLoading && !rendered ? (
          <Spinner label="Carregando..." />
        ) : (
          <QueryErrorResetBoundary>
            {({ reset }) => (
              <PageErrorBoundary
                resetKey={location.pathname}
                onHome={() => {
                  reset()
                  void navigate('/')
                }}
              >
                <Outlet />
              </PageErrorBoundary>
            )}
          </QueryErrorResetBoundary>
        )}
      </main>
      <footer className="border-t border-stone-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-stone-600">
          <div className="flex flex-col gap-2">
            {/* One text: Preact hydrates separate texts as separate nodes, the HTML has one. */}
            <span>{`© ${yearInBrazil()} ${shop.name}. Feito à mão no Brasil.`}</span>
            {shop.seller && (
              <address aria-label="Quem vende" className="text-xs leading-relaxed not-italic">
                <SellerIdentityLines seller={shop.seller} />
              </address>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <nav aria-label="Ajuda" className="flex flex-wrap gap-x-4 gap-y-2">
              <Link className="hover:underline" to="/duvidas">
                Central de Dúvidas
              </Link>
              <Link className="hover:underline" to="/baixar">
                Downloads
              </Link>
            </nav>
            <nav aria-label="Políticas" className="flex flex-wrap gap-x-4 gap-y-2">
              {POLICY_KINDS.map((kind) => (
                <Link key={kind} className="hover:underline" to={policyPath(kind)}>
                  {POLICY_TITLES[kind]}
                </Link>
              ))}
            </nav>
          </div>
        </div>
      </footer>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  )
}
