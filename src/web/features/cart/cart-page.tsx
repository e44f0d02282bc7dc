import { useRef } from 'react'
import type { CartLineId } from '#domain/cart.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useCartStore } from '#web/lib/cart-store.ts'
import { useMyProjects } from '#web/lib/my-projects.ts'
import { CartSummary } from './components/cart-summary.tsx'
import { CustomProjectsSection } from './components/custom-projects-section.tsx'
import { EmptyCart } from './components/empty-cart.tsx'
import { ProjectsLoadError } from './components/projects-load-error.tsx'
import { RegularProductsSection } from './components/regular-products-section.tsx'
import { UnconfirmedPricesAlert } from './components/unconfirmed-prices-alert.tsx'
import { useCartReview } from './hooks/use-cart-review.ts'
import { useFocusLater } from './hooks/use-focus-later.ts'
import { acceptedProjectsCents, checkoutBlock } from './project-rules.ts'

const CARD = 'rounded-xl border border-stone-200 bg-white shadow-sm'

/**
 * /cart, 'Carrinho de Compras': the cart checked against the server's prices and stock, and the
 * signed-in customer's custom projects (visitors and admins have none).
 */
export function CartPage() {
  const cart = useCartReview()
  const mine = useMyProjects()
  const remove = useCartStore((state) => state.remove)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const listTitleRef = useRef<HTMLHeadingElement>(null)
  const focusLater = useFocusLater()
  const hasLines = cart.reviews.length > 0
  const hasProjects = mine.projects.length > 0
  const loadError = mine.isError && <ProjectsLoadError onRetry={mine.refetch} />

  // The removed button takes focus with it: keep the keyboard user in the list (or on the page).
  function onRemove(line: CartLineId) {
    const last = cart.reviews.length === 1
    remove(line)
    ;(last ? titleRef : listTitleRef).current?.focus()
  }

  return (
    <section aria-labelledby="cart-title" className="mx-auto max-w-5xl space-y-6">
      <h1 id="cart-title" ref={titleRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        Carrinho de Compras
      </h1>
      {cart.loading || mine.isLoading ? (
        <Spinner
          label={
            cart.loading
              ? 'Conferindo preços e estoque...'
              : 'Carregando projetos personalizados...'
          }
        />
      ) : !hasLines && !hasProjects ? (
        <>
          {loadError}
          <EmptyCart />
        </>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            {cart.unconfirmed && (
              <UnconfirmedPricesAlert retrying={cart.retrying} onRetry={cart.retry} />
            )}
            {loadError}
            {hasLines && (
              <RegularProductsSection
                reviews={cart.reviews}
                className={CARD}
                titleRef={listTitleRef}
                onRemove={onRemove}
              />
            )}
            {hasProjects && (
              <CustomProjectsSection
                projects={mine.projects}
                className={CARD}
                onEmptied={() => focusLater(() => titleRef.current)}
              />
            )}
          </div>
          <CartSummary
            regularCents={cart.totalCents}
            projectsCents={hasProjects ? acceptedProjectsCents(mine.projects) : undefined}
            blockedReason={checkoutBlock({
              unavailableLines: cart.blocked,
              buyableLines: cart.reviews.filter((review) => review.state === 'ok').length,
              projects: mine.projects,
            })}
          />
        </div>
      )}
    </section>
  )
}
