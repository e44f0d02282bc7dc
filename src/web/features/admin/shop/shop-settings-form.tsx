import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import {
  SHOP_SETTINGS_MESSAGES,
  type ShopSettings,
  type VersionedShopSettings,
} from '#domain/shop-settings.ts'
import { AddressFields } from '#web/components/address-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { SaveProblemAlert } from './save-problem-alert.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { focusFirstError } from '#web/features/admin/shell/focus-first-error.ts'
import { flatFieldErrors } from './shop-field-errors.ts'
import { ShopFieldset } from './shop-fieldset.tsx'
import { ShopIdentityFields } from './shop-identity-fields.tsx'
import { ShopBannerFields } from './shop-banner-fields.tsx'
import { ShopImageField } from './shop-image-field.tsx'
import { useImageUpload } from './shop-image-upload.ts'
import { ShopPixFields } from './shop-pix-fields.tsx'
import { useSaveShopSettings } from './shop-settings-mutations.ts'
import { useReloadShopSettings } from './shop-settings-queries.ts'
import {
  shopSettingsFormSchema,
  shopSettingsFormValues,
  type ShopSettingsFormValues,
} from './shop-settings-form-schema.ts'

const SAVE_FAILED = 'Erro ao salvar as configurações. Tente novamente.'
const LOAD_FAILED = 'Erro ao carregar dados. Tente novamente.'
const WAIT_FOR_IMAGE = 'Aguarde o envio da imagem para salvar.'

const isStale = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.code === 'settings-stale')

/**
 * The shop's settings, checked here with the server's schema before anything is sent. A save names
 * the version this form loaded: the server refuses it (409) when another tab saved meanwhile, and
 * the owner keeps what they typed until they choose 'Recarregar'. The form takes `stored` once: a
 * refetch never overwrites what is being typed.
 */
export function ShopSettingsForm({ stored }: { stored: VersionedShopSettings }) {
  const save = useSaveShopSettings()
  const reloadSettings = useReloadShopSettings()
  const [version, setVersion] = useState(stored.version)
  const [reloading, setReloading] = useState(false)
  const [reloads, setReloads] = useState(0)
  const form = useForm<ShopSettingsFormValues, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsFormSchema),
    defaultValues: shopSettingsFormValues(stored.settings),
    shouldFocusError: false, // focusFirstError does it, clear of the sticky navigation
  })
  const { errors, isSubmitting, isSubmitted } = form.formState
  const upload = useImageUpload((photo) => {
    form.setValue('image', photo.url, { shouldDirty: true, shouldValidate: isSubmitted })
  })
  const bannerUpload = useImageUpload((photo) => {
    form.setValue('banner.image', photo.url, { shouldDirty: true, shouldValidate: isSubmitted })
  })
  const uploading = upload.sent !== null || bannerUpload.sent !== null
  const busy = isSubmitting || reloading
  const waitId = useId()

  // 'Recarregar' goes with the alert: the focus starts over at the top of the form, once the
  // fields a reset unregisters are registered again.
  useEffect(() => {
    if (reloads > 0) form.setFocus('name')
  }, [reloads, form])

  function show(settings: VersionedShopSettings) {
    setVersion(settings.version)
    form.reset(shopSettingsFormValues(settings.settings))
  }

  async function saveSettings(settings: ShopSettings) {
    try {
      show(await save.mutateAsync({ version, settings }))
    } catch (error) {
      // An uploaded image the server no longer has: the message is about the image's field.
      if (error instanceof ApiError && error.code === 'unknown-photo') {
        form.setError('image', { message: error.message }, { shouldFocus: true })
        return
      }
      // The banner's link names what the store no longer shows (decision 048).
      if (error instanceof ApiError && error.code === 'banner-link') {
        form.setError('banner.link', { message: error.message }, { shouldFocus: true })
        return
      }
      const stale = isStale(error)
      form.setError('root', {
        type: stale ? 'stale' : 'server',
        message: stale ? SHOP_SETTINGS_MESSAGES.stale : errorMessage(error, SAVE_FAILED),
      })
      return
    }
    toast.success(SHOP_SETTINGS_MESSAGES.saved)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    void form.handleSubmit(saveSettings, (problems) => focusFirstError(flatFieldErrors(problems)))(
      event,
    )
  }

  async function reload() {
    setReloading(true)
    try {
      show(await reloadSettings())
      setReloads((count) => count + 1)
    } catch (error) {
      form.setError('root', { type: 'stale', message: errorMessage(error, LOAD_FAILED) })
    } finally {
      setReloading(false)
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-6 **:scroll-mt-24">
        <ShopIdentityFields />
        <ShopFieldset legend="Endereço">
          <div className="sm:col-span-2">
            <AddressFields withName={false} withWhatsapp={false} />
          </div>
        </ShopFieldset>
        <ShopPixFields />
        <ShopFieldset legend="Emails">
          <Field
            label="Nome do remetente dos emails"
            hint="Vazio: o nome da loja."
            autoComplete="off"
            {...form.register('senderName')}
            error={errors.senderName?.message}
          />
        </ShopFieldset>
        <ShopImageField upload={upload} />
        <ShopBannerFields upload={bannerUpload} />
        {errors.root && (
          <SaveProblemAlert
            message={errors.root.message}
            stale={errors.root.type === 'stale'}
            busy={busy}
            onReload={() => void reload()}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={busy || uploading}
            aria-describedby={uploading ? waitId : undefined}
          >
            {isSubmitting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {isSubmitting ? 'Salvando...' : 'Salvar'}
          </Button>
          {uploading && (
            <p id={waitId} className="text-sm text-stone-600">
              {WAIT_FOR_IMAGE}
            </p>
          )}
        </div>
      </form>
    </FormProvider>
  )
}
