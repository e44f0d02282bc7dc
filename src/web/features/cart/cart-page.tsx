import { useRef } from 'react'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useCartStore } from '../../lib/cart-store.ts'
import { CartLineItem } from './components/cart-line-item.tsx'
import { CartSummary } from './components/cart-summary.tsx'
import { CustomProjectsSection } from './components/custom-projects-section.tsx'
import { EmptyCart } from './components/empty-cart.tsx'
import { UnconfirmedPricesAlert } from './components/unconfirmed-prices-alert.tsx'
import { useCartReview } from './hooks/use-cart-review.ts'

const CARD = 'rounded-xl border border-stone-200 bg-white shadow-sm'

/** /cart, 'Carrinho de Compras': the cart checked against the server's prices and stock. */
export function CartPage() {
  const cart = useCartReview()
  const remove = useCartStore((state) => state.remove)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const listTitleRef = useRef<HTMLHeadingElement>(null)

  // The removed button takes focus with it: keep the keyboard user in the list (or on the page).
  function onRemove(productId: string) {
    const last = cart.reviews.length === 1
    remove(productId)
    ;(last ? titleRef : listTitleRef).current?.focus()
  }

  return (
    <section aria-labelledby="cart-title" className="mx-auto max-w-5xl space-y-6">
      <h1 id="cart-title" ref={titleRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        Carrinho de Compras
      </h1>
      {cart.reviews.length === 0 ? (
        <EmptyCart />
      ) : cart.loading ? (
        <Spinner label="Conferindo preços e estoque..." />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            {cart.unconfirmed && (
              <UnconfirmedPricesAlert retrying={cart.retrying} onRetry={cart.retry} />
            )}
            <section aria-labelledby="cart-regular-title" className={CARD}>
              <h2
                id="cart-regular-title"
                ref={listTitleRef}
                tabIndex={-1}
                className="border-b border-stone-200 px-4 py-3 text-lg font-semibold outline-none"
              >
                Produtos Regulares
              </h2>
              <ul className="divide-y divide-stone-200">
                {cart.reviews.map((review) => (
                  <CartLineItem key={review.line.product.id} review={review} onRemove={onRemove} />
                ))}
              </ul>
            </section>
            <CustomProjectsSection />
          </div>
          <CartSummary regularCents={cart.totalCents} blocked={cart.blocked} />
        </div>
      )}
    </section>
  )
}
