import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { FormProvider, useForm, useFormContext } from 'react-hook-form'
import { z } from 'zod'
import { BRAZILIAN_STATES, CEP_MESSAGES, cleanCep, formatCep, isCompleteCep } from '#domain/cep.ts'
import { addressSchema, type Address, type AddressInput } from '#domain/schemas/address.ts'
import { formatWhatsapp } from '#domain/whatsapp.ts'
import { useCepLookup } from '#web/lib/cep-lookup.ts'
import { Button } from './ui/button.tsx'
import { Field, SelectField } from './ui/field.tsx'
import { WhatsappField } from './whatsapp-field.tsx'

const addressFormSchema = z.object({ address: addressSchema })
/** Forms that hold an address keep it under `address`, so /register can embed the same fields. */
type AddressFormValues = z.input<typeof addressFormSchema>

const EMPTY_ADDRESS = Object.fromEntries(
  Object.keys(addressSchema.shape).map((key) => [key, '']),
) as Required<AddressInput>

/** A saved (or partly known) address as the form shows it: WhatsApp masked, no undefined. */
export function toAddressInput(address?: Partial<Address> | null): AddressInput {
  return {
    ...EMPTY_ADDRESS,
    ...address,
    complement: address?.complement ?? '',
    cep: formatCep(address?.cep ?? ''),
    whatsapp: formatWhatsapp(address?.whatsapp ?? ''),
  }
}

const LOOKED_UP = ['street', 'neighborhood', 'city', 'state'] as const

/** A lookup that failed (not a CEP it does not know) says what to do next (decision 030). */
export const CEP_FAILED_NEXT = 'Preencha o endereço abaixo.'
const cepLookupError = (message: string | undefined) =>
  message === CEP_MESSAGES.failed ? `${message} ${CEP_FAILED_NEXT}` : message

const TEXT_FIELDS = [
  { key: 'street', label: 'Rua', autoComplete: 'address-line1', className: 'sm:col-span-4' },
  { key: 'number', label: 'Número', className: 'sm:col-span-2' },
  { key: 'complement', label: 'Complemento', hint: 'Opcional.', className: 'sm:col-span-4' },
  { key: 'neighborhood', label: 'Bairro', className: 'sm:col-span-2' },
  { key: 'city', label: 'Cidade', autoComplete: 'address-level2', className: 'sm:col-span-2' },
] as const

/**
 * The address inputs, for any form under a react-hook-form `FormProvider` whose values hold
 * `address`. `withName={false}` leaves 'Nome' to the embedding form (/register asks it first);
 * `withWhatsapp={false}` leaves out 'WhatsApp' (the shop's address in the panel has none).
 */
export function AddressFields({
  withName = true,
  withWhatsapp = true,
}: {
  withName?: boolean
  withWhatsapp?: boolean
}) {
  const { register, setValue, clearErrors, formState } = useFormContext<AddressFormValues>()
  const errors = formState.errors.address
  const cep = useCepLookup()

  async function onCepChange(typed: string) {
    const value = cleanCep(typed)
    if (!isCompleteCep(value)) return cep.reset()
    const found = await cep.lookup(value)
    if (!found) return
    // Only what the lookup knows: a CEP of a whole town has no street, and typed text stays.
    for (const key of LOOKED_UP) {
      if (!found[key]) continue
      setValue(`address.${key}`, found[key], { shouldDirty: true })
      clearErrors(`address.${key}`)
    }
  }

  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {withName && (
        <Field
          label="Nome"
          autoComplete="name"
          className="sm:col-span-6"
          {...register('address.name')}
          error={errors?.name?.message}
        />
      )}
      <Field
        label="CEP"
        inputMode="numeric"
        autoComplete="postal-code"
        // Shown as 00000-000 however it is typed or pasted ('01310100', '01310-100'): 8 digits, the
        // dash added by the mask; the schema keeps the digits only.
        maxLength={9}
        placeholder="00000-000"
        className="sm:col-span-2"
        mask={formatCep}
        {...register('address.cep', {
          onChange: (event) => void onCepChange(event.target.value),
        })}
        hint={cep.isLoading ? 'Buscando CEP...' : 'Somente números.'}
        error={errors?.cep?.message ?? cepLookupError(cep.error)}
        live
      />
      {TEXT_FIELDS.map(({ key, ...props }) => (
        <Field
          key={key}
          {...props}
          {...register(`address.${key}`)}
          error={errors?.[key]?.message}
        />
      ))}
      <SelectField
        label="Estado"
        autoComplete="address-level1"
        options={BRAZILIAN_STATES}
        className="sm:col-span-2"
        {...register('address.state')}
        error={errors?.state?.message}
      />
      {withWhatsapp && (
        <WhatsappField
          className="sm:col-span-2"
          {...register('address.whatsapp')}
          error={errors?.whatsapp?.message}
        />
      )}
    </div>
  )
}

export interface AddressFormProps {
  defaultValues?: Partial<Address> | null
  onSubmit: (address: Address) => void
  submitLabel: string
  onCancel?: () => void
  /** While saving: the buttons wait. */
  busy?: boolean
}

/** The delivery address on its own (profile, checkout). */
export function AddressForm({
  defaultValues,
  onSubmit,
  submitLabel,
  onCancel,
  busy = false,
}: AddressFormProps) {
  const form = useForm({
    resolver: zodResolver(addressFormSchema),
    defaultValues: { address: toAddressInput(defaultValues) },
  })
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={busy}
        className="space-y-6"
        onSubmit={form.handleSubmit((values) => onSubmit(values.address))}
      >
        <AddressFields />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancelar
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  )
}
