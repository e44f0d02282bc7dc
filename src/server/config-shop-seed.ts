import { z } from 'zod'
import { normalizePixKey } from '#domain/pix-key.ts'
import { SHOP_SETTINGS_FORM_MESSAGES, shopPixSeedSchema } from '#domain/schemas/shop-settings.ts'
import { EMPTY_SHOP_ADDRESS, type ShopSettings } from '#domain/shop-settings.ts'
import { cleanTaxId, taxIdError } from '#domain/tax-id.ts'
import { onlyDigits } from '#domain/whatsapp.ts'
import { emptyAsUndefined, optionalText } from './config-fields.ts'

/** The environment variables that seed the panel's settings on the first start (decision 037). */
export const shopSeedEnv = {
  SHOP_NAME: z.preprocess(emptyAsUndefined, z.string().default('Vitrine')),
  SHOP_WHATSAPP: optionalText,
  PIX_KEY: optionalText,
  PIX_MERCHANT_NAME: optionalText,
  PIX_CITY: z.preprocess(emptyAsUndefined, z.string().default('SAO PAULO')),
  SHOP_LEGAL_NAME: optionalText,
  SHOP_CNPJ: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => !taxIdError(value), {
        message: 'deve ser um CNPJ (14 caracteres) ou CPF (11 dígitos) válido',
      })
      .optional(),
  ),
  SHOP_ADDRESS: optionalText,
  SHOP_EMAIL: z.preprocess(emptyAsUndefined, z.email({ message: 'deve ser um email' }).optional()),
}

interface SeedEnv {
  SHOP_NAME: string
  SHOP_WHATSAPP?: string | undefined
  PIX_KEY?: string | undefined
  PIX_MERCHANT_NAME?: string | undefined
  PIX_CITY: string
  SHOP_LEGAL_NAME?: string | undefined
  SHOP_CNPJ?: string | undefined
  SHOP_ADDRESS?: string | undefined
  SHOP_EMAIL?: string | undefined
}

/** MAIL_FROM as 'Name <address>' or a bare address. */
export function splitMailFrom(value: string): { name: string; address: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(value)
  // The name goes into a From header and the panel's sender name: what the panel refuses is dropped.
  if (named) return { name: named[1]!.replace(/["<>\r\n]/g, '').trim(), address: named[2]!.trim() }
  return { name: '', address: value.trim() }
}

/**
 * The first start's settings from the environment (decision 037). A one-line SHOP_ADDRESS is kept whole
 * in the address's street, for the owner to complete in the panel.
 */
export function shopSeed(env: SeedEnv, senderName: string): ShopSettings {
  return {
    name: env.SHOP_NAME.trim(),
    legalName: env.SHOP_LEGAL_NAME?.trim() ?? '',
    taxId: cleanTaxId(env.SHOP_CNPJ ?? ''),
    address: { ...EMPTY_SHOP_ADDRESS, street: env.SHOP_ADDRESS?.trim() ?? '' },
    email: env.SHOP_EMAIL?.trim().toLowerCase() ?? '',
    whatsapp: onlyDigits(env.SHOP_WHATSAPP ?? ''),
    supportHours: '',
    pix: {
      key: env.PIX_KEY ? normalizePixKey(env.PIX_KEY) : '',
      merchantName: env.PIX_MERCHANT_NAME?.trim() ?? '',
      city: env.PIX_CITY.trim(),
    },
    senderName,
    image: '',
    banner: { image: '', text: '', link: '' },
  }
}

/** The variable each field of the PIX seed comes from. */
const SEED_VARIABLES: Record<string, string> = {
  name: 'SHOP_NAME',
  'pix.key': 'PIX_KEY',
  'pix.merchantName': 'PIX_MERCHANT_NAME',
  'pix.city': 'PIX_CITY',
}

/**
 * What the panel would refuse in the first start's PIX seed, as 'VARIABLE: message' (decision 041: a
 * SHOP_NAME without Latin letters and no PIX_MERCHANT_NAME gave a 500 at every PIX checkout).
 * Empty when the seed is fine.
 */
export function shopSeedProblems(seed: Pick<ShopSettings, 'name' | 'pix'>): string[] {
  const parsed = shopPixSeedSchema.safeParse({ name: seed.name, pix: seed.pix })
  if (parsed.success) return []
  return parsed.error.issues.map((issue) => {
    const field = issue.path.join('.')
    // The receiver's name is missing because SHOP_NAME has no letter the code can carry.
    const variable =
      issue.message === SHOP_SETTINGS_FORM_MESSAGES.merchantNameNeeded
        ? 'PIX_MERCHANT_NAME (vazio, e SHOP_NAME sem letras que o PIX aceite)'
        : (SEED_VARIABLES[field] ?? field)
    return `${variable}: ${issue.message}`
  })
}
