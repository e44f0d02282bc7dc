import { useId, type ReactNode } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { buttonClasses } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { pictureProps } from '#web/lib/picture.ts'
import type { ShopSettingsFormValues } from './shop-settings-form-schema.ts'
import { ShopFieldset } from './shop-fieldset.tsx'
import type { ImageUpload } from './shop-image-upload.ts'

/** What the gallery offers (photo-pickers.tsx): iOS then hands over an iPhone's HEIC as a JPEG. */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp'

/** An address worth drawing: a partly typed one would be asked for at each key. */
const isAddress = (value: string) => /^(https?:\/\/[^\s/]+\.[^\s]+|\/media\/\S+)$/.test(value)

/** The file input drawn as a button, kept in the page (visually hidden) for the keyboard. */
const PICKER = 'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2'

interface ShopImageFieldProps {
  upload: ImageUpload
  /** The shop's image (the logo), or the banner's (decision 048). */
  name?: 'image' | 'banner.image'
  legend?: string
  hint?: string
  /** The other fields of the group (the banner's line and link). */
  children?: ReactNode
}

/**
 * 'Imagem da loja' (or the banner's): the address, typed or filled by an upload ('Enviar imagem'),
 * and its preview. The upload's progress and failure sit under the button, the failure tied to it.
 */
export function ShopImageField({
  upload,
  name = 'image',
  legend = 'Imagem da loja',
  hint = 'O logo no topo da loja; aparece também ao compartilhar a loja e no topo dos emails.',
  children,
}: ShopImageFieldProps) {
  const { register, control, formState } = useFormContext<ShopSettingsFormValues>()
  const image = useWatch({ control, name }) ?? ''
  const error = name === 'image' ? formState.errors.image : formState.errors.banner?.image
  const errorId = useId()
  const uploading = upload.sent !== null
  return (
    <ShopFieldset legend={legend}>
      <Field
        label="Endereço da imagem"
        hint={hint}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        className="sm:col-span-2"
        {...register(name)}
        error={error?.message}
      />
      <div className="space-y-2 sm:col-span-2">
        <label
          className={buttonClasses(
            'secondary',
            `${PICKER} w-full has-[:focus-visible]:outline-stone-500 sm:w-auto`,
          )}
        >
          Enviar imagem
          <input
            type="file"
            accept={IMAGE_TYPES}
            className="sr-only"
            aria-describedby={upload.error ? errorId : undefined}
            aria-invalid={upload.error ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              // Emptied, so choosing the same file again is a change too.
              event.currentTarget.value = ''
              if (file) upload.start(file)
            }}
          />
        </label>
        {uploading && (
          <progress
            aria-label="Envio da imagem"
            max={1}
            value={upload.sent ?? 0}
            className="block h-2 w-full max-w-xs accent-amber-800"
          />
        )}
        <div aria-live="polite">
          {upload.error && (
            <p id={errorId} className="text-sm text-red-700">
              {upload.error}
            </p>
          )}
        </div>
      </div>
      {isAddress(image) && (
        <img
          alt={legend}
          {...pictureProps(image, '16rem')}
          className="max-h-48 w-auto max-w-full justify-self-start rounded-lg border border-stone-200 object-contain sm:col-span-2"
        />
      )}
      {children}
    </ShopFieldset>
  )
}
