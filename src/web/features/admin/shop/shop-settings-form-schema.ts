import type { z } from 'zod'
import { formatCep } from '#domain/cep.ts'
import { pixKeyKind } from '#domain/pix-key.ts'
import { shopSettingsSchema } from '#domain/schemas/shop-settings.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import { formatTaxId } from '#domain/tax-id.ts'
import { formatWhatsapp } from '#domain/whatsapp.ts'

/**
 * The 'Loja' form checks with the server's own schema, rules and messages; its output is exactly
 * what the server stores. The address is the shop's (every field may be empty), not a customer's.
 */
export const shopSettingsFormSchema = shopSettingsSchema

export type ShopSettingsFormValues = z.input<typeof shopSettingsFormSchema>

/** Stored settings as the form shows them: CNPJ/CPF, WhatsApp and CEP punctuated. */
export function shopSettingsFormValues(settings: ShopSettings): ShopSettingsFormValues {
  return {
    ...settings,
    taxId: formatTaxId(settings.taxId),
    whatsapp: formatWhatsapp(settings.whatsapp),
    address: { ...settings.address, cep: formatCep(settings.address.cep) },
    // The stored key is normalised: its kind is the one it is written as.
    pix: { ...settings.pix, keyKind: pixKeyKind(settings.pix.key) ?? 'cpf' },
  }
}
