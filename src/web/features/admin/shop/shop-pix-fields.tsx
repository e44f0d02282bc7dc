import { useFormContext, useWatch } from 'react-hook-form'
import { pixBankPreview } from '#domain/shop-identity.ts'
import { Field } from '#web/components/ui/field.tsx'
import type { ShopSettingsFormValues } from './shop-settings-form-schema.ts'
import { ShopFieldset } from './shop-fieldset.tsx'

/** The receiver's name and city as the buyer's bank app will show them, from what is typed now. */
function BankPreview() {
  const { control } = useFormContext<ShopSettingsFormValues>()
  const [name, merchantName, city] = useWatch({
    control,
    name: ['name', 'pix.merchantName', 'pix.city'],
  })
  return (
    <p className="text-sm break-words text-stone-700 sm:col-span-2">
      Como aparece no app do banco:{' '}
      <span className="font-semibold text-stone-900">
        {pixBankPreview({ merchantName: merchantName ?? '', city: city ?? '' }, name ?? '')}
      </span>
    </p>
  )
}

/** 'PIX': the key the charges pay into and the receiver the bank app names. */
export function ShopPixFields() {
  const { register, formState } = useFormContext<ShopSettingsFormValues>()
  const errors = formState.errors.pix
  return (
    <ShopFieldset legend="PIX">
      <Field
        label="Chave PIX"
        hint="CPF, CNPJ, email, telefone com +55 ou chave aleatória"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="sm:col-span-2"
        {...register('pix.key')}
        error={errors?.key?.message}
      />
      <Field
        label="Nome do recebedor"
        hint="Até 25 caracteres. Vazio: o nome da loja."
        autoComplete="off"
        {...register('pix.merchantName')}
        error={errors?.merchantName?.message}
      />
      <Field
        label="Cidade do recebedor"
        hint="Até 15 caracteres."
        autoComplete="off"
        {...register('pix.city')}
        error={errors?.city?.message}
      />
      <BankPreview />
    </ShopFieldset>
  )
}
