import { ShoppingCart } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { CartVariant } from '#domain/cart.ts'
import { formatBRL } from '#domain/money.ts'
import { availability, stockLine, type Product, type ProductDetail } from '#domain/product.ts'
import { variantPhoto } from '#domain/variants/variant-choice.ts'
import { nameWithVariant } from '#domain/variants/variant-rules.ts'
import { youtubeEmbedUrl } from '#domain/youtube.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { usePageHead } from '#web/lib/page-head.ts'
import { usePaymentMethods } from '#web/lib/shop-info.ts'
import { LeadButton } from './lead-button.tsx'
import { PixPrice } from './pix-price.tsx'
import { PhotoGallery } from './photo-gallery.tsx'
import { QuantityPicker } from './quantity-picker.tsx'
import { VariantPicker } from './variant-picker.tsx'
import { useVariantChoice } from '#web/features/products/hooks/use-variant-choice.ts'

export const BACK_LINK =
  'inline-flex items-center gap-1 text-sm font-medium text-amber-800 hover:underline'
export const PAGE_GRID = 'grid gap-8 md:grid-cols-2'
/** How wide the photos are drawn: PAGE_GRID's first column on a page 1280 px at most, 16 px aside. */
const PHOTO_SIZES =
  '(min-width: 1280px) 608px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)'

export function BackToStore() {
  return (
    <Link to="/" className={BACK_LINK}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar para a loja
    </Link>
  )
}

/** The product page's content: photos, video, name, prices, stock line, description, actions. */
export function ProductView({
  product,
  held,
  onAdd,
  banner,
}: {
  product: ProductDetail
  /** Units of it (of the variant in the address) in this browser's cart (0 until hydrated). */
  held: number
  /** Absent: the product cannot be bought here (the owner's view of a hidden one). */
  onAdd?: (product: Product, quantity: number, variant?: CartVariant) => void
  /** Above the page: why the owner sees what customers do not. */
  banner?: ReactNode
}) {
  const { inOptions, choice, variant, pickValue } = useVariantChoice(product)
  // What is shown follows the variant chosen: its price, its stock, its photo first.
  const shown = variant
    ? { ...product, priceCents: variant.priceCents ?? product.priceCents, stock: variant.stock }
    : product
  const state = availability(shown)
  const pixOffered = usePaymentMethods()?.includes('pix') ?? false
  usePageHead({ kind: 'product', product, pixOffered })
  const inCart = held > 0
  // The server draws 1; the most is what the stock leaves beside this browser's cart.
  const [quantityText, setQuantityText] = useState('1')
  const [missing, setMissing] = useState(false)
  const quantityField = useRef<HTMLInputElement>(null)
  const picker = useRef<HTMLDivElement>(null)
  const max = Math.max(1, shown.stock - held)
  const add = () => {
    const quantity = Number(quantityText)
    // A value still to choose: the groups say so, the first one takes the focus.
    if (inOptions && !variant) {
      setMissing(true)
      picker.current?.querySelector<HTMLElement>('[role=radio][tabindex="0"]')?.focus()
    } else if (Number.isInteger(quantity) && quantity > 0) {
      onAdd?.(product, quantity, variant && { ...variant, image: own?.url })
    }
    // Nothing from an empty field or a fraction: back to the field, which says what is wrong.
    else quantityField.current?.focus()
  }
  const from = inOptions && !variant ? lowestPrice(product) : undefined
  // The chosen variant's photo first: the page's largest picture (preloaded), the cart line's.
  const own = variantPhoto(product.photos, variant)
  const photos = own ? [own, ...product.photos.filter((p) => p !== own)] : product.photos
  const asked = variant
    ? { id: product.id, name: nameWithVariant(product.name, variant.label), variantId: variant.id }
    : product
  const videoUrl = product.videoUrl ? youtubeEmbedUrl(product.videoUrl) : undefined
  return (
    <article className={PAGE_GRID}>
      {banner}
      <div className="flex flex-col gap-4">
        <BackToStore />
        <PhotoGallery key={photos[0]?.url} photos={photos} sizes={PHOTO_SIZES} />
        {videoUrl && (
          <iframe
            src={videoUrl}
            title={`Vídeo: ${product.name}`}
            className="aspect-video w-full rounded-lg"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        )}
      </div>
      <div className="flex flex-col gap-4">
        {product.category && (
          <p className="text-sm font-medium tracking-wide text-amber-800 uppercase">
            {product.category}
          </p>
        )}
        <h1 className="text-3xl font-bold">{product.name}</h1>
        {state === 'made-to-order' ? (
          <p className="text-stone-600">Preço sob consulta</p>
        ) : (
          <div>
            <p className="text-3xl font-bold">
              {from?.varies
                ? `A partir de ${formatBRL(from.cents)}`
                : formatBRL(from?.cents ?? shown.priceCents)}
            </p>
            <PixPrice
              priceCents={from?.cents ?? shown.priceCents}
              className="mt-1 text-lg font-semibold text-emerald-700"
            />
          </div>
        )}
        {/* data-stock: the server puts the current stock in this line (decision 022). */}
        <p
          data-stock={variant ? `variant:${variant.id}` : product.id}
          className={
            state === 'out-of-stock' ? 'font-medium text-red-700' : 'font-medium text-emerald-700'
          }
        >
          {stockLine(shown)}
        </p>
        {inOptions && (
          <div ref={picker}>
            <VariantPicker
              product={product}
              choice={choice}
              missing={missing && !variant}
              onPick={(option, value) => {
                setMissing(false)
                pickValue(option, value)
              }}
            />
          </div>
        )}
        <p className="leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
        {onAdd && state === 'available' && !inCart && (
          <QuantityPicker
            ref={quantityField}
            value={quantityText}
            max={max}
            onChange={setQuantityText}
          />
        )}
        {onAdd && (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            {state === 'available' &&
              (inCart ? (
                <Link to="/checkout" className={buttonClasses('primary')}>
                  Finalizar Compra
                </Link>
              ) : (
                <Button onClick={add}>
                  <ShoppingCart aria-hidden="true" className="size-4" />
                  Adicionar ao Carrinho
                </Button>
              ))}
            {state === 'out-of-stock' && (
              <LeadButton product={asked} kind="notify" label="Avise por WhatsApp" />
            )}
            {state === 'made-to-order' && (
              <LeadButton product={asked} kind="interest" label="Interessado" />
            )}
          </div>
        )}
      </div>
    </article>
  )
}

/** The lowest price among the offered variants, and whether they differ ('A partir de'). */
function lowestPrice(product: ProductDetail) {
  const prices = product.variants
    .filter((v) => v.offered)
    .map((v) => v.priceCents ?? product.priceCents)
  const cents = Math.min(...prices)
  return { cents, varies: prices.some((price) => price !== cents) }
}
