import type { Ref } from 'react'
import type { CartLineId } from '#domain/cart.ts'
import { cartLineKey } from '#domain/cart-lines.ts'
import type { LineReview } from '#web/features/cart/cart-review.ts'
import { CartLineItem } from './cart-line-item.tsx'

interface RegularProductsSectionProps {
  reviews: LineReview[]
  className: string
  titleRef: Ref<HTMLHeadingElement>
  onRemove: (line: CartLineId) => void
}

/** 'Produtos Regulares': the store's products the customer put in the cart. */
export function RegularProductsSection({
  reviews,
  className,
  titleRef,
  onRemove,
}: RegularProductsSectionProps) {
  return (
    <section aria-labelledby="cart-regular-title" className={className}>
      <h2
        id="cart-regular-title"
        ref={titleRef}
        tabIndex={-1}
        className="border-b border-stone-200 px-4 py-3 text-lg font-semibold outline-none"
      >
        Produtos Regulares
      </h2>
      <ul className="divide-y divide-stone-200">
        {reviews.map((review) => (
          <CartLineItem
            key={cartLineKey(review.line.product)}
            review={review}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </section>
  )
}
