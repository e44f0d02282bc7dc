import { useQuery } from '@tanstack/react-query'
import { useLayoutEffect, useRef, useState } from 'react'
import type { Address } from '#domain/schemas/address.ts'
import { AddressForm } from '#web/components/address-form.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import {
  savedAddressQueryOptions,
  useSaveAddress,
} from '#web/features/checkout/api/saved-address.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SavedAddressChoice } from './saved-address-choice.tsx'

interface AddressStepProps {
  userId: string
  onSaved: (address: Address) => void
  /** Back on step 2 after choosing an address in this visit: to change it, so the form at once. */
  editing?: boolean
}

/**
 * Step 2: the address saved on the server as a summary ('Entregar neste endereço' or 'Alterar'),
 * or the form, pre-filled from it; saving the form moves on.
 */
export function AddressStep({ userId, onSaved, editing = false }: AddressStepProps) {
  const saved = useQuery(savedAddressQueryOptions(userId))
  const save = useSaveAddress(userId, onSaved)
  const [changing, setChanging] = useState(editing)
  const formBox = useRef<HTMLDivElement>(null)
  // 'Alterar' goes away with the summary: the focus goes on to the form's first field.
  const [pressedChange, setPressedChange] = useState(false)
  useLayoutEffect(() => {
    if (pressedChange) formBox.current?.querySelector<HTMLElement>('input, select')?.focus()
  }, [pressedChange])

  // The form reads its values once: wait for the saved address. Without one it starts empty.
  if (saved.isPending) return <Spinner label="Carregando endereço..." />
  const known = saved.data?.address
  if (known && !changing) {
    return (
      <SavedAddressChoice
        address={known}
        onUse={onSaved}
        onChange={() => {
          setChanging(true)
          setPressedChange(true)
        }}
      />
    )
  }
  return (
    <div ref={formBox} className="space-y-4">
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
