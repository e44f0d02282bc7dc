import { useFormContext } from 'react-hook-form'
import { Field } from '#web/components/ui/field.tsx'
import type { ShopSettingsFormValues } from './shop-settings-form-schema.ts'
import { ShopImageField } from './shop-image-field.tsx'
import type { ImageUpload } from './shop-image-upload.ts'

/** A store address pasted whole: the panel is on the store's origin, so it is kept as a path. */
function storePath(value: string): string {
  const origin = typeof location === 'undefined' ? '' : location.origin
  return origin && value.startsWith(`${origin}/`) ? value.slice(origin.length) : value
}

/**
 * 'Banner da loja' (decision 048): the picture on top of the store's first page, one line under it
 * and where it leads, a category or a product of the store (never a hidden one, never another
 * site: the server checks the store as it is at the save).
 */
export function ShopBannerFields({ upload }: { upload: ImageUpload }) {
  const { register, formState } = useFormContext<ShopSettingsFormValues>()
  const errors = formState.errors.banner
  return (
    <ShopImageField
      upload={upload}
      name="banner.image"
      legend="Banner da loja"
      hint="Opcional: aparece no topo da página inicial da loja. Deixe em branco para nenhum."
    >
      <Field
        label="Texto do banner"
        className="sm:col-span-2"
        autoComplete="off"
        error={errors?.text?.message}
        {...register('banner.text')}
      />
      <Field
        label="Link do banner"
        className="sm:col-span-2"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint="Uma categoria ou um produto da loja: copie o endereço dele na loja, como /?categoria=Tapetes."
        mask={storePath}
        error={errors?.link?.message}
        {...register('banner.link')}
      />
    </ShopImageField>
  )
}
