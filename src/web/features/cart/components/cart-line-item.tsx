import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CART_TOAST_MS, type CartLineId } from '#domain/cart.ts'
import { cartLineName } from '#domain/cart-lines.ts'
import { formatBRL } from '#domain/money.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { toast } from '#web/lib/toast.ts'
import type { LineReview, VariantProblem } from '#web/features/cart/cart-review.ts'
import { CartLineLayout } from './cart-line-layout.tsx'
import { LineImage } from './line-image.tsx'
import { QuantityStepper } from './quantity-stepper.tsx'
import { RemoveButton } from './remove-button.tsx'

// spec.md section 9: toasts last 3 seconds.

/** A line whose variant cannot be bought (decision 053): what it is, and what to do. */
export const VARIANT_PROBLEMS: Record<VariantProblem, { title: string; notice: string }> = {
  'variant-off': {
    title: 'Variação indisponível',
    notice: 'Esta variação não é mais oferecida. Remova-a do carrinho.',
  },
  'variant-gone': {
    title: 'Variação indisponível',
    notice: 'Esta variação não está mais à venda. Remova-a do carrinho.',
  },
  choose: {
    title: 'Escolha uma opção',
    notice:
      'Este produto agora tem opções. Remova-o do carrinho e escolha uma opção na página do produto.',
  },
}

interface CartLineItemProps {
  review: LineReview
  onRemove: (line: CartLineId) => void
}

/** One 'Produtos Regulares' line: a buyable one with its controls, or an unavailable one. */
export function CartLineItem({ review, onRemove }: CartLineItemProps) {
  const setQuantity = useCartStore((state) => state.setQuantity)
  const { line, state, priceChange, stockLowered } = review
  const { product, quantity } = line
  const buyable = state === 'ok'
  const name = cartLineName(product)
  const problem = state === 'ok' || state === 'gone' || state === 'sold-out' ? null : state

  function change(to: number) {
    const result = setQuantity(product, to)
    if (!result.ok) toast.error(result.error, { duration: CART_TOAST_MS })
  }

  return (
    <CartLineLayout
      image={<LineImage src={product.image} dimmed={!buyable} />}
      footer={
        buyable && (
          <>
            <QuantityStepper
              name={name}
              quantity={quantity}
              onDecrease={() => change(quantity - 1)}
              onIncrease={() => change(quantity + 1)}
            />
            <p className="min-w-0 text-right">
              <span className="block text-xs text-stone-500">Total do item</span>
              <span className="font-semibold">{formatBRL(product.priceCents * quantity)}</span>
            </p>
          </>
        )
      }
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="leading-snug font-semibold break-words">{name}</h3>
          {buyable ? (
            <p className="text-sm text-stone-600">
              Preço unitário: {formatBRL(product.priceCents)}
            </p>
          ) : (
            <p className="text-sm font-semibold text-red-700">
              {problem ? VARIANT_PROBLEMS[problem].title : 'Produto indisponível'}
            </p>
          )}
        </div>
        <RemoveButton label={`Remover ${name}`} onClick={() => onRemove(product)} />
      </div>
      {state === 'gone' && (
        <Notice>Este produto não está mais à venda. Remova-o do carrinho.</Notice>
      )}
      {state === 'sold-out' && (
        <Notice>
          {product.variantId === undefined
            ? 'Quantidade indisponível em estoque! Este produto esgotou.'
            : 'Quantidade indisponível em estoque! Esta variação esgotou.'}
        </Notice>
      )}
      {problem && <Notice>{VARIANT_PROBLEMS[problem].notice}</Notice>}
      {problem === 'choose' && (
        <Link
          to={`/product/${product.id}`}
          className="self-start text-sm font-medium text-amber-900 underline underline-offset-2"
        >
          Escolher opções
        </Link>
      )}
      {buyable && priceChange && (
        <Notice>
          O preço mudou de {formatBRL(priceChange.fromCents)} para {formatBRL(priceChange.toCents)}
        </Notice>
      )}
      {buyable && stockLowered && (
        <Notice>
          Quantidade indisponível em estoque! A quantidade foi ajustada para {quantity}.
        </Notice>
      )}
    </CartLineLayout>
  )
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}
