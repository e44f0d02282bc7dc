import { formatCep } from '#domain/cep.ts'
import type { Address } from '#domain/schemas/address.ts'
import { formatWhatsapp } from '#domain/whatsapp.ts'

/** A saved delivery address, as it would be written on a parcel. */
export function AddressSummary({ address }: { address: Address }) {
  const complement = address.complement ? ` - ${address.complement}` : ''
  return (
    <div className="space-y-1 text-stone-800">
      <p className="font-semibold">{address.name}</p>
      <p>
        {address.street}, {address.number}
        {complement}
      </p>
      <p>
        {address.neighborhood} - {address.city}/{address.state}
      </p>
      <p>CEP {formatCep(address.cep)}</p>
      <p>WhatsApp {formatWhatsapp(address.whatsapp)}</p>
    </div>
  )
}
