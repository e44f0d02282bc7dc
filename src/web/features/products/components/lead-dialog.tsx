import { useState } from 'react'
import { MADE_TO_ORDER_LABEL, type Product } from '#domain/product.ts'
import type { LeadKind } from '#domain/schemas/lead.ts'
import { Dialog } from '#web/components/ui/confirm-dialog.tsx'
import { LeadForm } from './lead-form.tsx'
import { LeadSuccess } from './lead-success.tsx'

const TITLES: Record<LeadKind, string> = {
  notify: 'Avise-me quando chegar',
  interest: 'Tenho interesse',
}

interface LeadDialogProps {
  product: Pick<Product, 'id' | 'name'> & { variantId?: string | undefined }
  kind: LeadKind
  onClose: () => void
}

/** spec.md 'Notify and interest modals': the form, then the success screen. */
export function LeadDialog({ product, kind, onClose }: LeadDialogProps) {
  const [savedCar, setSavedCar] = useState<string | null>(null)
  return (
    <Dialog
      title={TITLES[kind]}
      description={
        <>
          <p className="font-semibold text-stone-900">{product.name}</p>
          {kind === 'interest' && <p>{MADE_TO_ORDER_LABEL}</p>}
        </>
      }
      onClose={onClose}
    >
      {savedCar === null ? (
        <LeadForm
          productId={product.id}
          variantId={product.variantId}
          kind={kind}
          onSaved={(carInfo) => setSavedCar(carInfo)}
          onCancel={onClose}
        />
      ) : (
        <LeadSuccess kind={kind} productName={product.name} carInfo={savedCar} onClose={onClose} />
      )}
    </Dialog>
  )
}
