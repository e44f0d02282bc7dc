import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ShoppingCart } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { formatBRL } from '#domain/money.ts'
import { availability, stockLine } from '#domain/product.ts'
import { youtubeEmbedUrl } from '#domain/youtube.ts'
import { Button, buttonClasses } from '../../components/ui/button.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useCartStore } from '../../lib/cart-store.ts'
import { productQueryOptions } from './api/get-product.ts'
import { LeadButton } from './components/lead-button.tsx'
import { ProductImage } from './components/product-image.tsx'
import { useAddToCart } from './components/use-add-to-cart.ts'

const BACK_LINK =
  'inline-flex items-center gap-1 text-sm font-medium text-amber-800 hover:underline'

export function ProductDetailPage() {
  const { id = '' } = useParams()
  const query = useQuery(productQueryOptions(id))
  const inCart = useCartStore((state) => state.items.some((line) => line.product.id === id))
  const addToCart = useAddToCart()

  if (query.isPending) return <Spinner label="Carregando produto..." />
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="py-16 text-center">
          <h1 className="text-2xl font-bold">Produto não encontrado</h1>
          <Link to="/" className={`${BACK_LINK} mt-4`}>
            Voltar para a loja
          </Link>
        </div>
      )
    }
    throw query.error
  }

  const product = query.data
  const state = availability(product)
  const videoUrl = product.videoUrl ? youtubeEmbedUrl(product.videoUrl) : undefined
  return (
    <article className="grid gap-8 md:grid-cols-2">
      <div className="flex flex-col gap-4">
        <Link to="/" className={BACK_LINK}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para a loja
        </Link>
        <ProductImage src={product.image} alt={product.name} priority />
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
          <p className="text-3xl font-bold">{formatBRL(product.priceCents)}</p>
        )}
        <p
          className={
            state === 'out-of-stock' ? 'font-medium text-red-700' : 'font-medium text-emerald-700'
          }
        >
          {stockLine(product)}
        </p>
        <p className="leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          {state === 'available' &&
            (inCart ? (
              <Link to="/checkout" className={buttonClasses('primary')}>
                Finalizar Compra
              </Link>
            ) : (
              <Button onClick={() => addToCart(product)}>
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
