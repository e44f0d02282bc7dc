import { z } from 'zod'
import { BRAZILIAN_STATES } from '#domain/cep.ts'
import { PIX_MERCHANT_CITY_MAX, PIX_MERCHANT_NAME_MAX, normalizeMerchantName } from '#domain/pix.ts'
import { normalizePixKey, PIX_KEY_KINDS, pixKeyError, type PixKeyKind } from '#domain/pix-key.ts'
import { pixReceiverName } from '#domain/shop-identity.ts'
import { BANNER_MESSAGES, bannerHref, bannerTarget } from '#domain/shop-banner.ts'
import type { ShopAddress, ShopBanner, ShopSettings } from '#domain/shop-settings.ts'
import { cleanTaxId, taxIdError } from '#domain/tax-id.ts'
import { onlyDigits, whatsappError } from '#domain/whatsapp.ts'

/** The panel's 'Loja' tab (decision 037). */
export const SHOP_SETTINGS_FORM_MESSAGES = {
  tooLong: 'Texto longo demais.',
  notText: 'Valor inválido.',
  name: 'Nome da loja é obrigatório',
  email: 'Email inválido',
  cep: 'CEP deve ter 8 dígitos',
  street: 'Rua é obrigatória',
  number: 'Número é obrigatório',
  neighborhood: 'Bairro é obrigatório',
  city: 'Cidade é obrigatória',
  stateRequired: 'Estado é obrigatório',
  stateInvalid: 'Estado inválido',
  merchantNameLength: `Nome do recebedor deve ter no máximo ${PIX_MERCHANT_NAME_MAX} caracteres`,
  merchantNameInvalid: 'Nome do recebedor inválido',
  merchantNameNeeded:
    'Preencha o Nome do recebedor: o nome da loja não tem letras que o PIX aceite (de A a Z)',
  pixCityRequired: 'Cidade do PIX é obrigatória',
  pixCityLength: `Cidade do PIX deve ter no máximo ${PIX_MERCHANT_CITY_MAX} caracteres`,
  pixCityInvalid: 'Cidade do PIX inválida',
  senderName: 'O nome do remetente não pode ter < > " nem quebra de linha',
  image: 'Endereço de imagem inválido',
} as const

const M = SHOP_SETTINGS_FORM_MESSAGES

/**
 * A text as pix.ts normalises it for the BR Code's name and city (fields 59 and 60), before the cut
 * to the field's limit. That normalisation works character by character and leaves the words one
 * space apart, so it is rebuilt here from pix.ts's own function (the tests hold the two together).
 */
export function normalizedPixText(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => Array.from(word, normalizeMerchantName).join(''))
    .filter(Boolean)
    .join(' ')
}

/** A text field, trimmed; a huge one stops here, before any other check or transform reads it. */
const text = (max: number) =>
  z.string({ error: M.notText }).trim().max(max, { error: M.tooLong, abort: true })

/** Adds the message `messageOf` gives for the value, when it gives one. */
const messageFrom =
  (messageOf: (value: string) => string | undefined) => (ctx: z.core.ParsePayload<string>) => {
    const message = messageOf(ctx.value)
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
  }

const EMAIL = z.email()
const WEB_URL = z.url({ protocol: /^https?$/ })
// An upload's path on this site; no '..' climbing out of /media/.
const MEDIA_PATH = /^\/media\/[^\s\\]+$/

function isImageAddress(address: string): boolean {
  if (address.startsWith('/')) return MEDIA_PATH.test(address) && !address.split('/').includes('..')
  return /^https?:\/\/\S+$/i.test(address) && WEB_URL.safeParse(address).success
}

const ADDRESS_REQUIRED = [
  ['cep', M.cep],
  ['street', M.street],
  ['number', M.number],
  ['neighborhood', M.neighborhood],
  ['city', M.city],
  ['state', M.stateRequired],
] as const

/** All empty (no address yet) or whole: one filled field asks for the rest. */
const addressSchema = z
  .object(
    {
      cep: text(20)
        .check(
          messageFrom((cep) => (cep === '' || /^\d{8}$/.test(onlyDigits(cep)) ? undefined : M.cep)),
        )
        .transform(onlyDigits)
        .default(''),
      street: text(200).default(''),
      number: text(20).default(''),
      complement: text(100).default(''),
      neighborhood: text(200).default(''),
      city: text(200).default(''),
      state: text(40).toUpperCase().default(''),
    },
    { error: M.notText },
  )
  .check((ctx) => {
    const address: ShopAddress = ctx.value
    if (Object.values(address).every((value) => value === '')) return
    for (const [field, message] of ADDRESS_REQUIRED) {
      if (address[field] !== '') continue
      ctx.issues.push({ code: 'custom', message, input: '', path: [field] })
    }
    const { state } = address
    if (state !== '' && !(BRAZILIAN_STATES as readonly string[]).includes(state)) {
      ctx.issues.push({ code: 'custom', message: M.stateInvalid, input: state, path: ['state'] })
    }
  })

const pixSchema = z
  .object(
    {
      // The kind the owner chose in the panel (decision 049); without one (a stored or seeded key,
      // already normalised), the kind the key is written as. Only read here: never stored.
      keyKind: z
        .enum(PIX_KEY_KINDS.map((kind) => kind.value) as [PixKeyKind, ...PixKeyKind[]])
        .optional(),
      key: text(100),
      // '' is the shop's name.
      merchantName: text(100).check(
        messageFrom((name) => {
          if (name === '') return undefined
          const normalized = normalizedPixText(name)
          if (normalized === '') return M.merchantNameInvalid
          return normalized.length > PIX_MERCHANT_NAME_MAX ? M.merchantNameLength : undefined
        }),
      ),
      city: text(100).check(
        messageFrom((city) => {
          if (city === '') return M.pixCityRequired
          const normalized = normalizedPixText(city)
          if (normalized === '') return M.pixCityInvalid
          return normalized.length > PIX_MERCHANT_CITY_MAX ? M.pixCityLength : undefined
        }),
      ),
    },
    { error: M.notText },
  )
  .transform(({ keyKind, key, ...rest }, ctx) => {
    const error = key === '' ? undefined : pixKeyError(key, keyKind)
    if (error) ctx.issues.push({ code: 'custom', message: error, input: key, path: ['key'] })
    return { ...rest, key: key === '' ? '' : normalizePixKey(key, keyKind) }
  })

const shopName = z
  .string({ error: M.name })
  .trim()
  .min(1, { error: M.name })
  .max(80, { error: M.tooLong })

/**
 * An empty 'Nome do recebedor' is the shop's name: one with no letter the BR Code can carry would
 * leave field 59 empty, which no bank accepts (decision 041). Told on the receiver's field.
 */
function receiverNameCheck(
  ctx: z.core.ParsePayload<{ name: string; pix: { merchantName: string } }>,
) {
  const { name, pix } = ctx.value
  if (pix.merchantName !== '' || pixReceiverName(pix, name) !== '') return
  ctx.issues.push({
    code: 'custom',
    message: M.merchantNameNeeded,
    input: pix.merchantName,
    path: ['pix', 'merchantName'],
  })
}

/**
 * The first start's PIX seed (SHOP_NAME, PIX_KEY, PIX_MERCHANT_NAME, PIX_CITY) under the panel's
 * own rules: config-shop-seed.ts names the variable of each problem.
 */
export const shopPixSeedSchema = z
  .object({ name: shopName, pix: pixSchema })
  .check(receiverNameCheck)

/**
 * The banner on '/' (decision 048): its picture, one line, and a link kept as the store path it
 * names (bannerTarget); text or a link without a picture is refused, the three blank are none.
 */
const bannerSchema = z
  .object({
    image: text(500).refine((image) => image === '' || isImageAddress(image), { error: M.image }),
    text: text(120),
    link: text(500).transform((link, ctx) => {
      if (link === '') return ''
      const target = bannerTarget(link)
      if (target) return bannerHref(target)
      ctx.issues.push({ code: 'custom', message: BANNER_MESSAGES.link, input: link })
      return z.NEVER
    }),
  })
  .check((ctx) => {
    const { image, text, link } = ctx.value
    if (image !== '' || (text === '' && link === '')) return
    ctx.issues.push({
      code: 'custom',
      message: BANNER_MESSAGES.imageNeeded,
      input: image,
      path: ['image'],
    })
  }) satisfies z.ZodType<ShopBanner>

/** What the panel sends to save the shop's settings; parsed, exactly the stored ShopSettings. */
export const shopSettingsSchema = z
  .object({
    name: shopName,
    legalName: text(150),
    taxId: text(30)
      .transform(cleanTaxId)
      .check(messageFrom((taxId) => (taxId === '' ? undefined : taxIdError(taxId)))),
    address: addressSchema,
    email: text(254)
      .toLowerCase()
      .refine((email) => email === '' || EMAIL.safeParse(email).success, { error: M.email }),
    whatsapp: text(40)
      .transform(onlyDigits)
      .check(messageFrom((number) => (number === '' ? undefined : whatsappError(number)))),
    supportHours: text(120),
    pix: pixSchema,
    // The name goes into the From header: nothing that could close it or start another.
    senderName: text(60).refine((name) => !/[<>"\r\n]/.test(name), { error: M.senderName }),
    image: text(500).refine((image) => image === '' || isImageAddress(image), { error: M.image }),
    // Saved before the banner was (decision 048): none.
    banner: bannerSchema.default({ image: '', text: '', link: '' }),
  })
  .check(receiverNameCheck) satisfies z.ZodType<ShopSettings>

export type ShopSettingsInput = z.input<typeof shopSettingsSchema>
