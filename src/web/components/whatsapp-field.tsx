import { formatWhatsapp, WHATSAPP_MAX_LENGTH } from '#domain/whatsapp.ts'
import { Field, type FieldProps } from './ui/field.tsx'

/** 'WhatsApp': a phone keyboard, masked as (DD) NNNNN-NNNN while typing, at most 15 characters. */
export function WhatsappField(props: Omit<FieldProps, 'label' | 'mask'>) {
  return (
    <Field
      label="WhatsApp"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={WHATSAPP_MAX_LENGTH}
      placeholder="(11) 98765-4321"
      mask={formatWhatsapp}
      {...props}
    />
  )
}
