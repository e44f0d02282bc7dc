import { BellRing, Hammer } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { Product } from '#domain/product.ts'
import type { LeadKind } from '#domain/schemas/lead.ts'
import { Button } from '#web/components/ui/button.tsx'

// The form, its zod schema and the dialog load on first use, not with the grid.
const loadLeadDialog = () => import('./lead-dialog.tsx')
const LeadDialog = lazy(async () => ({ default: (await loadLeadDialog()).LeadDialog }))

/** Fetched as the pointer or focus reaches the button, so the click rarely waits. */
function prefetch() {
  loadLeadDialog().catch(() => {})
}

interface LeadButtonProps {
  /** `variantId`: the variant asked for (decision 053), its label in `name`. */
  product: Pick<Product, 'id' | 'name'> & { variantId?: string | undefined }
  kind: LeadKind
  label: string
  className?: string
}

/** 'Avise-me' / 'Avise por WhatsApp' / 'Interessado': opens the WhatsApp form for the product. */
export function LeadButton({ product, kind, label, className }: LeadButtonProps) {
  const [open, setOpen] = useState(false)
  const Icon = kind === 'notify' ? BellRing : Hammer
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LeadDialog product={product} kind={kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
