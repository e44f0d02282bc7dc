import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ShoppingCart } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { formatBRL } from '#domain/money.ts'
import { availability, stockLine, type Product, type ProductDetail } from '#domain/product.ts'
import { youtubeEmbedUrl } from '#domain/youtube.ts'
import { Button, buttonClasses } from '#web/components/ui/button.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useCartStore } from '#web/lib/cart-store.ts'
import { usePageHead } from '#web/lib/page-head.ts'
import { useNotFoundStatus } from '#web/lib/server-page.ts'
import { usePaymentMethods } from '#web/lib/shop-info.ts'
import { useHydrated } from '#web/lib/use-hydrated.ts'
import { productQueryOptions } from './api/get-product.ts'
import { LeadButton } from './components/lead-button.tsx'
import { PixPrice } from './components/pix-price.tsx'
import { PhotoGallery } from './components/photo-gallery.tsx'
import { QuantityPicker } from './components/quantity-picker.tsx'
import { useAddToCart } from './hooks/use-add-to-cart.ts'

const BACK_LINK =
  'inline-flex items-center gap-1 text-sm font-medium text-amber-800 hover:underline'
const PAGE_GRID = 'grid gap-8 md:grid-cols-2'
/** How wide the photos are drawn: PAGE_GRID's first column on a page 1280 px at most, 16 px aside. */
const PHOTO_SIZES =
  '(min-width: 1280px) 608px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)'

function BackToStore() {
  return (
    <Link to="/" className={BACK_LINK}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar para a loja
    </Link>
  )
}

const BONE = 'animate-pulse rounded bg-stone-200'

/**
 * The page's outline while the product loads, line for line (category, name, price, stock,
 * description, button): the picture's square is already where it will be, and nothing below the
 * first screen (the footer) moves into view and out again.
 */
function ProductSkeleton() {
  return (
    <div className={PAGE_GRID}>
      <div className="flex flex-col gap-4">
        <BackToStore />
        <div className={`aspect-square w-full rounded-lg ${BONE}`} />
      </div>
      <div className="flex flex-col gap-4" aria-hidden="true">
        <div className={`h-5 w-1/4 ${BONE}`} />
        <div className={`h-9 w-3/4 ${BONE}`} />
        <div className={`h-9 w-1/3 ${BONE}`} />
        <div className={`h-6 w-1/3 ${BONE}`} />
        <div className={`h-24 w-full ${BONE}`} />
        <div className={`mt-2 h-10 w-full sm:w-56 ${BONE}`} />
      </div>
      <p role="status" className="sr-only">
        Carregando produto...
      </p>
    </div>
  )
}

export function ProductDetailPage() {
  const { id = '' } = useParams()
  const query = useQuery(productQueryOptions(id))
  // This browser's cart, once hydrated: the server drew the page for everyone.
  const hydrated = useHydrated()
  const stored = useCartStore(
    (state) => state.items.find((line) => line.product.id === id)?.quantity ?? 0,
  )
  const addToCart = useAddToCart()

  if (query.isPending) return <ProductSkeleton />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return <ProductNotFound />
    }
    throw query.error
  }
  return (
    <ProductView
      key={query.data.id}
      product={query.data}
      held={hydrated ? stored : 0}
      onAdd={addToCart}
    />
  )
}

function ProductNotFound() {
  useNotFoundStatus()
  usePageHead({ kind: 'not-found', title: 'Produto não encontrado' })
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">Produto não encontrado</h1>
      <Link to="/" className={`${BACK_LINK} mt-4`}>
        Voltar para a loja
      </Link>
    </div>
  )
}

function ProductView({
  product,
  held,
  onAdd: addToCart,
}: {
  product: ProductDetail
  /** Units of it in this browser's cart (0 until hydrated). */
  held: number
  onAdd(product: Product, quantity: number): void
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
    if (Number.isInteger(quantity) && quantity > 0) addToCart(product, quantity)
    else quantityField.current?.focus()
  }
  const videoUrl = product.videoUrl ? youtubeEmbedUrl(product.videoUrl) : undefined
  return (
    <article className={PAGE_GRID}>
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
        {state === 'available' && !inCart && (
          <QuantityPicker
            ref={quantityField}
            value={quantityText}
            max={max}
            onChange={setQuantityText}
          />
        )}
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
      </div>
    </article>
  )
}
