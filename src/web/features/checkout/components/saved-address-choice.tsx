import type { Address } from '#domain/schemas/address.ts'
import { formatWhatsapp } from '#domain/whatsapp.ts'
import { AddressLines } from '#web/components/address-lines.tsx'
import { Button } from '#web/components/ui/button.tsx'

interface SavedAddressChoiceProps {
  address: Address
  onUse: (address: Address) => void
  onChange: () => void
}

/**
 * A returning customer's saved address (decision 030): one press delivers there, 'Alterar' opens the
 * form. Nothing is sent: the address is already the one saved on the server.
 */
export function SavedAddressChoice({ address, onUse, onChange }: SavedAddressChoiceProps) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">Seu endereço salvo:</p>
      <address className="rounded-lg border border-stone-300 bg-stone-50 p-4 text-sm text-stone-800 not-italic">
        <AddressLines address={{ ...address, complement: address.complement ?? null }} />
        <span className="block">{`WhatsApp ${formatWhatsapp(address.whatsapp)}`}</span>
      </address>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button className="w-full sm:w-auto" onClick={() => onUse(address)}>
          Entregar neste endereço
        </Button>
        <Button variant="secondary" className="w-full sm:w-auto" onClick={onChange}>
          Alterar
        </Button>
      </div>
    </div>
  )
}
