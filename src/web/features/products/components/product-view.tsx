import { ShoppingCart } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { formatBRL } from '#domain/money.ts'
import { availability, stockLine, type Product, type ProductDetail } from '#domain/product.ts'
import { youtubeEmbedUrl } from '#domain/youtube.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { usePageHead } from '#web/lib/page-head.ts'
import { usePaymentMethods } from '#web/lib/shop-info.ts'
import { LeadButton } from './lead-button.tsx'
import { PixPrice } from './pix-price.tsx'
import { PhotoGallery } from './photo-gallery.tsx'
import { QuantityPicker } from './quantity-picker.tsx'

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
  /** Units of it in this browser's cart (0 until hydrated). */
  held: number
  /** Absent: the product cannot be bought here (the owner's view of a hidden one). */
  onAdd?: (product: Product, quantity: number) => void
  /** Above the page: why the owner sees what customers do not. */
  banner?: ReactNode
}) {
  const state = availability(product)
  const pixOffered = usePaymentMethods()?.includes('pix') ?? false
  usePageHead({ kind: 'product', product, pixOffered })
  const inCart = held > 0
  // The server draws 1; the most is what the stock leaves beside this browser's cart.
  const [quantityText, setQuantityText] = useState('1')
  const quantityField = useRef<HTMLInputElement>(null)
  const max = Math.max(1, product.stock - held)
  const add = () => {
    const quantity = Number(quantityText)
    // Nothing from an empty field or a fraction: back to the field, which says what is wrong.
    if (Number.isInteger(quantity) && quantity > 0) onAdd?.(product, quantity)
    else quantityField.current?.focus()
  }
  const videoUrl = product.videoUrl ? youtubeEmbedUrl(product.videoUrl) : undefined
  return (
    <article className={PAGE_GRID}>
      {banner}
      <div className="flex flex-col gap-4">
        <BackToStore />
        <PhotoGallery photos={product.photos} sizes={PHOTO_SIZES} />
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
            <p className="text-3xl font-bold">{formatBRL(product.priceCents)}</p>
            <PixPrice
              priceCents={product.priceCents}
              className="mt-1 text-lg font-semibold text-emerald-700"
            />
          </div>
        )}
        {/* data-stock: the server puts the current stock in this line (decision 022). */}
        <p
          data-stock={product.id}
          className={
            state === 'out-of-stock' ? 'font-medium text-red-700' : 'font-medium text-emerald-700'
          }
        >
          {stockLine(product)}
        </p>
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
              <LeadButton product={product} kind="notify" label="Avise por WhatsApp" />
            )}
            {state === 'made-to-order' && (
              <LeadButton product={product} kind="interest" label="Interessado" />
            )}
          </div>
        )}
      </div>
    </article>
  )
}
