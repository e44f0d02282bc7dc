import { formatCep } from '#domain/cep.ts'
import type { ParcelAddress } from '#domain/orders/order-view.ts'

export type AddressLinesValue = ParcelAddress

/** An address as it goes on a parcel, one part a line (the owner's slip, the customer's order). */
export function AddressLines({ address }: { address: AddressLinesValue }) {
  return (
    <>
      <span className="block font-semibold">{address.name}</span>
      <span className="block">{`${address.street}, ${address.number}`}</span>
      {address.complement && <span className="block">{address.complement}</span>}
      <span className="block">{address.neighborhood}</span>
      <span className="block">{`${address.city}/${address.state}`}</span>
      <span className="block">{`CEP ${formatCep(address.cep)}`}</span>
    </>
  )
}
