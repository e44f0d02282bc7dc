/**
 * The shop's business settings (decision 037): what the owner edits in the panel's 'Loja' tab and every
 * screen, e-mail and charge reads at the moment it needs it. The environment seeds them on the
 * first start only (SHOP_NAME, SHOP_WHATSAPP, PIX_*, SHOP_LEGAL_NAME, SHOP_CNPJ, SHOP_ADDRESS,
 * SHOP_EMAIL, MAIL_FROM's name); secrets and infrastructure stay in the environment.
 */

/** The seller's physical address. A seeded SHOP_ADDRESS is kept whole in `street`, the rest ''. */
export interface ShopAddress {
  /** 8 digits, or '' */
  cep: string
  street: string
  number: string
  complement: string
  neighborhood: string
  city: string
  /** Two upper-case letters (a BRAZILIAN_STATES entry), or '' */
  state: string
}

export interface ShopPix {
  /** The PIX key as the owner typed it, normalised by its kind ('' none). */
  key: string
  /** At most 25 characters once normalised (PIX_MERCHANT_NAME_MAX); '' = the shop's name. */
  merchantName: string
  /** At most 15 characters once normalised (PIX_MERCHANT_CITY_MAX). */
  city: string
}

/**
 * The store's banner on '/' (decision 048): a picture, one line of text and where it leads, a
 * category ('/?categoria=…') or a product ('/product/…') of the store; all '' for none.
 */
export interface ShopBanner {
  /** /media/... or an https address; '' = no banner. */
  image: string
  text: string
  /** A store path, or ''. */
  link: string
}

export interface ShopSettings {
  /** The trade name (nome fantasia): page titles, e-mails' subjects, the PIX description. */
  name: string
  /** Razão social, or the maker's full name when selling as a person (CPF); '' until set. */
  legalName: string
  /** CNPJ (14 characters, the first 12 may be letters) or CPF (11 digits), unpunctuated; '' until set. */
  taxId: string
  address: ShopAddress
  /** The customers' contact e-mail; '' until set. */
  email: string
  /** DDD + number, digits only, without the country code; '' none. */
  whatsapp: string
  /** Free text ('Seg a sex, 9h às 18h'); '' none. */
  supportHours: string
  pix: ShopPix
  /** The name the e-mails come from; '' = the shop's name. */
  senderName: string
  /**
   * The shop's image (/media/... or an https address): the logo in the store's header, the store's
   * og:image and the e-mails' header.
   */
  image: string
  banner: ShopBanner
}

/** The settings as stored, with the version a save must name (a stale one is refused with 409). */
export interface VersionedShopSettings {
  settings: ShopSettings
  version: number
  /** ISO time of the last save in the panel; null while only seeded. */
  updatedAt: string | null
}

export const EMPTY_SHOP_ADDRESS: ShopAddress = {
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  name: 'Vitrine',
  legalName: '',
  taxId: '',
  address: EMPTY_SHOP_ADDRESS,
  email: '',
  whatsapp: '',
  supportHours: '',
  pix: { key: '', merchantName: '', city: 'SAO PAULO' },
  senderName: '',
  image: '',
  banner: { image: '', text: '', link: '' },
}

export const SHOP_SETTINGS_MESSAGES = {
  stale: 'As configurações foram alteradas em outra aba. Recarregue.',
  saved: 'Configurações salvas',
} as const

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}

/**
 * The settings as a row holds them, whatever version of the shop wrote it: a field it lacks (added
 * since) takes its default, a field of the wrong type too. Validation happened at the save.
 */
export function storedShopSettings(data: unknown): ShopSettings {
  const row = record(data)
  const address = record(row.address)
  const pix = record(row.pix)
  const banner = record(row.banner)
  const d = DEFAULT_SHOP_SETTINGS
  return {
    name: text(row.name, d.name),
    legalName: text(row.legalName, d.legalName),
    taxId: text(row.taxId, d.taxId),
    address: {
      cep: text(address.cep, ''),
      street: text(address.street, ''),
      number: text(address.number, ''),
      complement: text(address.complement, ''),
      neighborhood: text(address.neighborhood, ''),
      city: text(address.city, ''),
      state: text(address.state, ''),
    },
    email: text(row.email, d.email),
    whatsapp: text(row.whatsapp, d.whatsapp),
    supportHours: text(row.supportHours, d.supportHours),
    pix: {
      key: text(pix.key, d.pix.key),
      merchantName: text(pix.merchantName, d.pix.merchantName),
      city: text(pix.city, d.pix.city),
    },
    senderName: text(row.senderName, d.senderName),
    image: text(row.image, d.image),
    banner: {
      image: text(banner.image, ''),
      text: text(banner.text, ''),
      link: text(banner.link, ''),
    },
  }
}

/** The fields a save changed, by dotted path ('pix.key'), with their values before and after. */
export function changedShopSettings(
  before: ShopSettings,
  after: ShopSettings,
): Record<string, { from: string; to: string }> {
  const changes: Record<string, { from: string; to: string }> = {}
  const walk = (a: Record<string, unknown>, b: Record<string, unknown>, prefix: string) => {
    for (const key of Object.keys(b)) {
      const was = a[key]
      const now = b[key]
      if (typeof now === 'object' && now !== null) {
        walk(record(was), now as Record<string, unknown>, `${prefix}${key}.`)
      } else if (was !== now) {
        changes[`${prefix}${key}`] = { from: text(was, ''), to: text(now, '') }
      }
    }
  }
  walk(
    before as unknown as Record<string, unknown>,
    after as unknown as Record<string, unknown>,
    '',
  )
  return changes
}
