import { useQuery } from '@tanstack/react-query'
import type { Address } from '#domain/schemas/address.ts'
import { AddressForm } from '#web/components/address-form.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import {
  savedAddressQueryOptions,
  useSaveAddress,
} from '#web/features/checkout/api/saved-address.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { FormAlert } from '#web/components/ui/form-alert.tsx'

interface AddressStepProps {
  userId: string
  onSaved: (address: Address) => void
}

/** Step 2: the delivery address, pre-filled from the one saved on the server; saving it moves on. */
export function AddressStep({ userId, onSaved }: AddressStepProps) {
  const saved = useQuery(savedAddressQueryOptions(userId))
  const save = useSaveAddress(userId, onSaved)

  // The form reads its values once: wait for the saved address. Without one it starts empty.
  if (saved.isPending) return <Spinner label="Carregando endereço..." />
  return (
    <div className="space-y-4">
      {save.isError && (
        <FormAlert>
          {errorMessage(save.error, 'Erro ao salvar endereço. Tente novamente.')}
        </FormAlert>
      )}
      <AddressForm
        defaultValues={saved.data?.address ?? null}
        submitLabel="Salvar e Continuar"
        busy={save.isPending}
        onSubmit={(address) => save.mutate(address)}
      />
    </div>
  )
}
