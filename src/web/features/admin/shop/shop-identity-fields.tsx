import { useFormContext } from 'react-hook-form'
import { Field } from '#web/components/ui/field.tsx'
import { WhatsappField } from '#web/components/whatsapp-field.tsx'
import type { ShopSettingsFormValues } from './shop-settings-form-schema.ts'
import { ShopFieldset } from './shop-fieldset.tsx'

/** A CNPJ's letters (the new alphanumeric CNPJ) are upper-case, however they are typed. */
const upperCase = (value: string) => value.toUpperCase()

/** 'Identificação': who sells, as the pages, e-mails and receipts name the shop. */
export function ShopIdentityFields() {
  const { register, formState } = useFormContext<ShopSettingsFormValues>()
  const { errors } = formState
  return (
    <ShopFieldset legend="Identificação">
      <Field
        label="Nome da loja"
        autoComplete="organization"
        {...register('name')}
        error={errors.name?.message}
      />
      <Field
        label="Razão social ou nome completo"
        autoComplete="off"
        {...register('legalName')}
        error={errors.legalName?.message}
      />
      <Field
        label="CNPJ ou CPF"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        mask={upperCase}
        {...register('taxId')}
        error={errors.taxId?.message}
      />
      <Field
        label="Email de contato"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
      />
      <WhatsappField {...register('whatsapp')} error={errors.whatsapp?.message} />
      <Field
        label="Horário de atendimento"
        hint="Opcional."
        autoComplete="off"
        {...register('supportHours')}
        error={errors.supportHours?.message}
      />
    </ShopFieldset>
  )
}
