import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import type { Product } from '#domain/product.ts'
import { PRODUCT_FORM_MESSAGES, type ProductInput } from '#domain/schemas/product-form.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useSaveProduct } from './product-mutations.ts'
import {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from './product-form-schema.ts'
import { ProductFormFields } from './product-form-fields.tsx'

interface ProductFormProps {
  /** The product being edited; null to add one. Give the form a new `key` when it changes. */
  product: Product | null
  categories: readonly string[]
  /** Back to an empty add form: after 'Cancelar' or a saved edit. */
  onDone: () => void
}

/** Add or edit a product, checked here with the server's schema before anything is sent. */
export function ProductForm({ product, categories, onDone }: ProductFormProps) {
  const save = useSaveProduct()
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT_FORM,
  })
  const { errors, isSubmitting } = form.formState
  const section = useRef<HTMLElement>(null)
  const title = product ? 'Editar Produto' : 'Adicionar Produto'

  // 'Editar' is clicked down in the table: bring the form to the admin.
  useEffect(() => {
    if (!product) return
    section.current?.scrollIntoView?.({ block: 'start' })
    form.setFocus('name')
  }, [product, form])

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: product?.id, input })
    } catch (error) {
      form.setError('root', { message: errorMessage(error, PRODUCT_FORM_MESSAGES.saveFailed) })
      return
    }
    toast.success(product ? 'Produto atualizado com sucesso!' : 'Produto adicionado com sucesso!')
    if (product) onDone()
    else form.reset(EMPTY_PRODUCT_FORM)
  })

  return (
    <section
      ref={section}
      aria-labelledby="admin-product-form-title"
      className="scroll-mt-4 rounded-xl border border-stone-200 bg-white p-6"
    >
      <h2 id="admin-product-form-title" className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <ProductFormFields form={form} categories={categories} />
        {errors.root && (
          <div className="sm:col-span-2">
            <FormAlert>{errors.root.message}</FormAlert>
          </div>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {product ? 'Salvar Alterações' : 'Adicionar Produto'}
          </Button>
          {product && (
            <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
              Cancelar
            </Button>
          )}
        </div>
      </form>
    </section>
  )
}
