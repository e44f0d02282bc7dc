import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, RefreshCw } from 'lucide-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { AdminProduct, AdminProductDetail } from '#domain/product.ts'
import { PRODUCT_FORM_MESSAGES, type ProductInputBody } from '#domain/schemas/product-form.ts'
import type { OwnerStockReason } from '#domain/stock-ledger.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { focusFirstError } from '#web/features/admin/shell/focus-first-error.ts'
import { withPhotoRef } from '#web/features/admin/shell/photos/photo-form-fields.ts'
import { UploadLeaveGuard } from '#web/features/admin/shell/photos/upload-leave-guard.tsx'
import { usePhotoList } from '#web/features/admin/shell/photos/use-photo-list.ts'
import { useSaveProduct } from './product-mutations.ts'
import {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from './product-form-schema.ts'
import { ProductFormFields } from './product-form-fields.tsx'
import { ProductMovements } from './product-movements.tsx'
import { ProductStockReason, stockChange, stockReason } from './product-stock-reason.tsx'
import { VariantEditor } from './variants/variant-editor.tsx'
import { productDetailQueryOptions, useReloadProduct } from './product-queries.ts'

const LOAD_FAILED = 'Erro ao carregar dados. Tente novamente.'
const WAIT_FOR_PHOTOS = 'Aguarde o envio das fotos para salvar.'
const VARIANTS_AFTER_ADDING =
  'Tamanhos, cores ou modelos de carro: adicione o produto e depois use “Editar” para criar suas opções e variações.'

interface ProductFormProps {
  /** The product being edited; null to add one. Give the form a new `key` when it changes. */
  product: AdminProduct | null
  categories: readonly string[]
  /** Back to an empty add form: after 'Cancelar' or a saved edit. */
  onDone: () => void
}

/**
 * Add or edit a product, checked here with the server's schema before anything is sent. An edit
 * sends the version and stock it loaded: the server refuses a save over a newer one (409), and
 * applies the stock typed as a change, so a sale made meanwhile stays. The photos are uploaded as
 * they are chosen; the save waits for them, and sends those that made it.
 */
export function ProductForm({ product, categories, onDone }: ProductFormProps) {
  const save = useSaveProduct()
  const reloadProduct = useReloadProduct()
  // The product as this form last loaded it; 'Recarregar produto' replaces it.
  const [loaded, setLoaded] = useState(product)
  const [reason, setReason] = useState<OwnerStockReason>('restock')
  const [reloading, setReloading] = useState(false)
  const form = useForm<ProductFormValues, unknown, ProductInputBody>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
    shouldFocusError: false, // focusFirstError does it, clear of the sticky navigation
  })
  const { errors, isSubmitting } = form.formState
  const section = useRef<HTMLElement>(null)
  const photoInput = useRef<HTMLInputElement>(null)
  const photos = usePhotoList()
  const { store } = photos
  const typedStock = useWatch({ control: form.control, name: 'stock' })
  const change = loaded ? stockChange(typedStock, loaded.stock) : undefined
  const busy = isSubmitting || reloading
  const waitId = useId()
  const queryClient = useQueryClient()
  // The product with its photos, options and variants (the list's rows carry none of them).
  const detail = useQuery({ ...productDetailQueryOptions(product?.id ?? ''), enabled: !!product })
  const stockInVariants = (detail.data?.options.length ?? 0) > 0

  // 'Editar' is clicked down in the table: bring the form to the admin.
  useEffect(() => {
    if (!product) return
    section.current?.scrollIntoView?.({ block: 'start' })
    form.setFocus('name')
  }, [product, form])

  // The list's rows carry only the cover: the photos come with the product itself.
  useEffect(() => {
    if (product) store.load(() => queryClient.fetchQuery(productDetailQueryOptions(product.id)))
  }, [product, store, queryClient])

  /** 'Salvar variações' saved: its new version, and the stock its variants now add up to. */
  function variantsSaved(saved: AdminProductDetail) {
    setLoaded((now) =>
      // Only a save right after the version this form loaded: anything else is another's change.
      now && saved.version === now.version + 1
        ? { ...now, version: saved.version, stock: saved.stock }
        : now,
    )
    form.resetField('stock', { defaultValue: String(saved.stock) })
  }

  async function saveInput(input: ProductInputBody) {
    try {
      if (loaded) {
        const changed = change && { stockReason: stockReason(change, reason) }
        const update = {
          ...input,
          version: loaded.version,
          stockLoaded: loaded.stock,
          ...changed,
        }
        await save.mutateAsync({ id: loaded.id, input: update })
      } else {
        await save.mutateAsync({ input })
      }
    } catch (error) {
      // 409: another save or sales came first; the owner keeps what they typed and may reload.
      const type = error instanceof ApiError && error.status === 409 ? 'conflict' : 'server'
      form.setError('root', {
        type,
        message: errorMessage(error, PRODUCT_FORM_MESSAGES.saveFailed),
      })
      return
    }
    toast.success(loaded ? 'Produto atualizado com sucesso!' : 'Produto adicionado com sucesso!')
    if (loaded) onDone()
    else {
      form.reset(EMPTY_PRODUCT_FORM)
      store.replace()
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // The photos that made it, in the order shown, with the fields.
    form.setValue('photos', store.photoInputs())
    void form.handleSubmit(saveInput, (problems) =>
      focusFirstError(withPhotoRef(problems, photoInput.current)),
    )(event)
  }

  async function reload(id: string) {
    setReloading(true)
    try {
      const fresh = await reloadProduct(id)
      setLoaded(fresh)
      queryClient.setQueryData(productDetailQueryOptions(id).queryKey, fresh)
      setReason('restock')
      form.reset(productFormValues(fresh))
      store.replace(fresh)
    } catch (error) {
      form.setError('root', { type: 'server', message: errorMessage(error, LOAD_FAILED) })
    } finally {
      setReloading(false)
    }
  }

  return (
    <section
      ref={section}
      aria-labelledby="admin-product-form-title"
      className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="admin-product-form-title" className="text-xl font-bold text-stone-900">
        {product ? 'Editar Produto' : 'Adicionar Produto'}
      </h2>
      <UploadLeaveGuard uploading={photos.uploading} />
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 **:scroll-mt-24 sm:grid-cols-2">
        <ProductFormFields
          form={form}
          categories={categories}
          photos={photos}
          photoInput={photoInput}
          stockInVariants={stockInVariants}
          stockReason={
            change && <ProductStockReason change={change} value={reason} onChange={setReason} />
          }
        />
        {errors.root && (
          <div className="space-y-3 sm:col-span-2">
            <FormAlert>{errors.root.message}</FormAlert>
            {loaded && errors.root.type === 'conflict' && (
              <Button variant="secondary" onClick={() => void reload(loaded.id)} disabled={busy}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Recarregar produto
              </Button>
            )}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button
            type="submit"
            disabled={busy || photos.busy}
            aria-describedby={photos.uploading ? waitId : undefined}
          >
            {isSubmitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {product ? 'Salvar Alterações' : 'Adicionar Produto'}
          </Button>
          {product && (
            <Button variant="secondary" onClick={onDone} disabled={busy}>
              Cancelar
            </Button>
          )}
          {photos.uploading && (
            <p id={waitId} className="text-sm text-stone-600">
              {WAIT_FOR_PHOTOS}
            </p>
          )}
        </div>
      </form>
      {loaded ? (
        <VariantEditor
          productId={loaded.id}
          madeToOrder={loaded.isCustomOrder}
          onSaved={variantsSaved}
        />
      ) : (
        <p className="mt-6 text-sm text-stone-600">{VARIANTS_AFTER_ADDING}</p>
      )}
      {loaded && <ProductMovements productId={loaded.id} />}
    </section>
  )
}
