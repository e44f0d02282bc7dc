/**
 * What screens and e-mails show of the seller. Decreto 7.962/2013 art. 2 asks an online shop to show
 * its name, CNPJ or CPF, physical address, e-mail and other contacts.
 */
import { formatCep } from '#domain/cep.ts'
import { normalizeMerchantCity, normalizeMerchantName } from '#domain/pix.ts'
import type { ShopAddress, ShopSettings } from '#domain/shop-settings.ts'
import { formatTaxId, taxIdLabel } from '#domain/tax-id.ts'
import { formatWhatsapp } from '#domain/whatsapp.ts'

export interface SellerIdentity {
  /** The razão social (or the maker's full name), else the shop's name. */
  name: string
  /** 'CNPJ 12.ABC.345/01DE-35' or 'CPF 529.982.247-25'. */
  taxId: string | null
  address: string | null
  email: string | null
  /** '(11) 98765-4321' */
  whatsapp: string | null
  hours: string | null
}

const joinFilled = (separator: string, parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator)

/**
 * 'Rua das Flores, 100, Sala 2 - Centro, São Paulo - SP, CEP 01310-100', without the parts left empty
 * ('' when all are); a seeded free-text address, kept whole in `street`, comes out as it is.
 */
export function addressLine(address: ShopAddress): string {
  const cep = address.cep.trim() === '' ? '' : `CEP ${formatCep(address.cep)}`
  return joinFilled(', ', [
    joinFilled(' - ', [
      joinFilled(', ', [address.street, address.number, address.complement]),
      address.neighborhood,
    ]),
    joinFilled(' - ', [address.city, address.state]),
    cep,
  ])
}

export function sellerIdentity(settings: ShopSettings): SellerIdentity {
  const taxId = settings.taxId.trim()
  return {
    name: settings.legalName.trim() || settings.name,
    taxId: taxId === '' ? null : `${taxIdLabel(taxId)} ${formatTaxId(taxId)}`,
    address: addressLine(settings.address) || null,
    email: settings.email.trim() || null,
    whatsapp: formatWhatsapp(settings.whatsapp) || null,
    hours: settings.supportHours.trim() || null,
  }
}

/**
 * Who sells, for a footer: null while the owner has set none of it (the shop's name alone would
 * only repeat the copyright line and the signature).
 */
export function publicSeller(settings: ShopSettings): SellerIdentity | null {
  const seller = sellerIdentity(settings)
  const { taxId, address, email, whatsapp, hours } = seller
  return taxId || address || email || whatsapp || hours || settings.legalName.trim() ? seller : null
}

/** The decree's fields still empty, by their labels in the panel. */
export function missingIdentity(settings: ShopSettings): string[] {
  const { legalName, taxId, address, email } = settings
  return [
    legalName.trim() === '' && 'Razão social ou nome completo',
    taxId.trim() === '' && 'CNPJ ou CPF',
    // The panel saves a street only with the rest of the address; a SHOP_ADDRESS seed is all in it.
    address.street.trim() === '' && 'Endereço',
    email.trim() === '' && 'Email',
  ].filter((label) => label !== false)
}

/**
 * The receiver's name in the BR Code (field 59): 'Nome do recebedor', else the shop's name, as
 * pix.ts normalises it. '' when that leaves nothing ('🚗🚗🚗', 'АвтоМастер'): the settings'
 * schema refuses to save such a pair and the first start refuses such a seed (decision 041).
 */
export const pixReceiverName = (pix: { merchantName: string }, shopName: string): string =>
  normalizeMerchantName(pix.merchantName.trim() || shopName)

/** How the payer's bank app shows who receives: 'Acessorios do Joao · SAO PAULO'. */
export function pixBankPreview(
  pix: { merchantName: string; city: string },
  shopName: string,
): string {
  return `${pixReceiverName(pix, shopName)} · ${normalizeMerchantCity(pix.city)}`
}
