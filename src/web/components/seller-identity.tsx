import type { SellerIdentity } from '#domain/shop-identity.ts'

// The chat link is written here, not with #domain/whatsapp.ts: this is on every page, and that
// module (its area codes and checks) would weigh on the first load of each (decision 034's ceiling).

/**
 * Who sells, as Decreto 7.962/2013 (art. 2) asks an online shop to show it: name, CNPJ or CPF,
 * physical address, e-mail and other contacts. Lines left empty in the panel are left out.
 */
export function SellerIdentityLines({ seller }: { seller: SellerIdentity }) {
  const first = [seller.name, seller.taxId].filter(Boolean).join(' · ')
  return (
    <>
      <span className="block">{first}</span>
      {seller.address && <span className="block">{seller.address}</span>}
      {(seller.email || seller.whatsapp) && (
        <span className="block">
          {seller.email && (
            <a className="underline" href={`mailto:${seller.email}`}>
              {seller.email}
            </a>
          )}
          {seller.email && seller.whatsapp && ' · '}
          {seller.whatsapp && (
            <a
              className="whitespace-nowrap underline"
              href={`https://wa.me/55${seller.whatsapp.replace(/\D/g, '')}`}
            >{`WhatsApp ${seller.whatsapp}`}</a>
          )}
        </span>
      )}
      {seller.hours && <span className="block">{`Atendimento: ${seller.hours}`}</span>}
    </>
  )
}
