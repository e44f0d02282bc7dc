import { useId, type ReactNode, type RefObject } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { ProductInputBody } from '#domain/schemas/product-form.ts'
import { Field, TextAreaField } from '#web/components/ui/field.tsx'
import { MoneyField } from '#web/components/ui/money-field.tsx'
import { PhotoManager } from '#web/features/admin/shell/photos/photo-manager.tsx'
import type { PhotoList } from '#web/features/admin/shell/photos/use-photo-list.ts'
import type { ProductFormValues } from './product-form-schema.ts'

interface ProductFormFieldsProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductInputBody>
  /** Offered while typing the category, so one category is not spelled two ways. */
  categories: readonly string[]
  /** Right after 'Estoque': why it changed, when it did. */
  stockReason?: ReactNode
  photos: PhotoList
  /** 'Escolher fotos', focused when the photos are the first problem. */
  photoInput: RefObject<HTMLInputElement | null>
  /** The product has options: its stock is its variants' sum, set in 'Opções e variações'. */
  stockInVariants?: boolean
}

const STOCK_IN_VARIANTS = 'A soma do estoque das variações: altere-o em “Opções e variações”.'

/** The fields of the 'Produtos' form, laid out on the form's two-column grid. */
export function ProductFormFields(props: ProductFormFieldsProps) {
  const { form, categories, stockReason, photos, photoInput, stockInVariants } = props
  const { register } = form
  const { errors } = form.formState
  const price = useWatch({ control: form.control, name: 'price' })
  const image = useWatch({ control: form.control, name: 'image' })
  const categoryListId = useId()
  const customHintId = useId()
  return (
    <>
      <Field label="Nome" error={errors.name?.message} {...register('name')} />
      <MoneyField
        label="Preço (R$)"
        text={price}
        error={errors.price?.message}
        {...register('price')}
      />
      <Field
        label="Categoria"
        list={categoryListId}
        autoComplete="off"
        error={errors.category?.message}
        {...register('category')}
      />
      <datalist id={categoryListId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <Field
        label="Estoque"
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        readOnly={stockInVariants}
        hint={stockInVariants ? STOCK_IN_VARIANTS : undefined}
        error={errors.stock?.message}
        {...register('stock')}
      />
      {stockReason}
      <PhotoManager
        list={photos}
        error={errors.photos?.message}
        address={{ typed: image, error: errors.image?.message, field: register('image') }}
        chooseRef={photoInput}
        onAdd={() => form.clearErrors('photos')}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Descrição"
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <Field
        label="Link do vídeo (YouTube, opcional)"
        type="url"
        placeholder="https://www.youtube.com/watch?v=..."
        hint="Aparece na página do produto."
        className="sm:col-span-2"
        error={errors.videoUrl?.message}
        {...register('videoUrl')}
      />
      <div className="sm:col-span-2">
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            aria-describedby={customHintId}
            className="size-4 accent-amber-800"
            {...register('isCustomOrder')}
          />
          Produto sob encomenda
        </label>
        <p id={customHintId} className="mt-1 text-xs text-stone-600">
          Na loja o preço fica oculto e o cliente usa o botão &apos;Interessado&apos;.
        </p>
      </div>
    </>
  )
}
