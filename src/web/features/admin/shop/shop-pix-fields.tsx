import { useFormContext, useWatch } from 'react-hook-form'
import { pixBankPreview } from '#domain/shop-identity.ts'
import { PIX_KEY_KINDS } from '#domain/pix-key.ts'
import { Field, SelectField } from '#web/components/ui/field.tsx'
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

/**
 * 'PIX': the key the charges pay into, of the kind the owner chooses as banks' apps ask for it
 * (decision 049), and the receiver the bank app names.
 */
export function ShopPixFields() {
  const { register, formState } = useFormContext<ShopSettingsFormValues>()
  const errors = formState.errors.pix
  return (
    <ShopFieldset legend="PIX">
      <SelectField
        label="Tipo da chave"
        options={PIX_KEY_KINDS}
        placeholder={null}
        {...register('pix.keyKind')}
      />
      <Field
        label="Chave PIX"
        hint="Como o banco mostra: CPF ou CNPJ com ou sem pontos, telefone com DDD, email ou a chave aleatória"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
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
