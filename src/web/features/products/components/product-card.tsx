import { ShoppingCart } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { formatBRL } from '#domain/money.ts'
import { availability, stockLine, type Product } from '#domain/product.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { LeadButton } from './lead-button.tsx'
import { PixPrice } from './pix-price.tsx'
import { ProductImage, type ImageLoad } from './product-image.tsx'
import { useAddToCart } from '#web/features/products/hooks/use-add-to-cart.ts'

/**
 * How wide a card's picture is drawn on the store's grid (store-page.tsx: one column, two from
 * 768 px, four from 1024 px; 24-px gaps; the page 1280 px at most with 16 px each side).
 */
export const CARD_PICTURE_SIZES =
  '(min-width: 1280px) 294px, (min-width: 1024px) calc(25vw - 26px), (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)'

export function ProductCard({ product, imageLoad }: { product: Product; imageLoad: ImageLoad }) {
  const titleId = useId()
  const addToCart = useAddToCart()
  const state = availability(product)
  // A product in options is chosen on its page (decision 053): from its lowest price.
  const { inOptions, priceVaries, lowestPriceCents } = product.variantSummary
  const price = inOptions ? lowestPriceCents : product.priceCents
  return (
    // content-visibility: a card off the screen is not laid out or painted until it nears it,
    // which a phone feels while the store's 24 cards load (docs/decisions/034).
    <article
      aria-labelledby={titleId}
      className="flex [contain-intrinsic-size:auto_30rem] [content-visibility:auto] flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <Link to={`/product/${product.id}`} tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.image}
          alt=""
          sizes={CARD_PICTURE_SIZES}
          load={imageLoad}
          className="rounded-none"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={titleId} className="text-base leading-snug font-semibold">
          {product.name}
        </h2>
        {/* One text, not two: the HTML holds one text node, and hydration must find the same. */}
        <p className="text-sm text-stone-600">
          {product.shortDescription.length < product.description.length
            ? `${product.shortDescription}…`
            : product.shortDescription}
        </p>
        {/* data-stock: the server puts the current stock in this line (decision 022). */}
        <p
          data-stock={product.id}
          className={`text-sm font-medium ${state === 'out-of-stock' ? 'text-red-700' : state === 'made-to-order' ? 'text-amber-800' : 'text-emerald-700'}`}
        >
          {stockLine(product)}
        </p>
        <div className="mt-auto pt-2">
          {state === 'made-to-order' ? (
            <p className="text-sm text-stone-500">Preço sob consulta</p>
          ) : (
            <>
              <p className="text-xl font-bold">
                {priceVaries ? `A partir de ${formatBRL(price)}` : formatBRL(price)}
              </p>
              <PixPrice priceCents={price} className="text-sm font-medium text-emerald-700" />
            </>
          )}
        </div>
        <div className="flex flex-col gap-2 pt-1">
          {state === 'available' &&
            (inOptions ? (
              <Link to={`/product/${product.id}`} className={buttonClasses('primary')}>
                Escolher opções
              </Link>
            ) : (
              <Button onClick={() => addToCart(product)}>
                <ShoppingCart aria-hidden="true" className="size-4" />
                Adicionar ao Carrinho
              </Button>
            ))}
          {state === 'out-of-stock' && (
            <LeadButton product={product} kind="notify" label="Avise-me" />
          )}
          {state === 'made-to-order' && (
            <LeadButton product={product} kind="interest" label="Interessado" />
          )}
          <Link to={`/product/${product.id}`} className={buttonClasses('secondary')}>
            Ver Detalhes
          </Link>
        </div>
      </div>
    </article>
  )
}
