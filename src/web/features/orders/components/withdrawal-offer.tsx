import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '#domain/dates.ts'
import type { OrderView } from '#domain/orders/order-view.ts'
import type { WithdrawalMode } from '#domain/orders/withdrawal.ts'
import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'
import { Button } from '#web/components/ui/button.tsx'
import { WithdrawalDialog } from './withdrawal-dialog.tsx'

/** Until when, or what desisting does now (a return without a known deadline says nothing). */
function offerLine(mode: WithdrawalMode, until: string | null): string | null {
  if (mode === 'cancel') return 'O pedido ainda não foi enviado: desistir cancela o pedido.'
  return until ? `Você pode desistir desta compra até ${formatDate(until)}.` : null
}

interface WithdrawalOfferProps {
  order: Pick<OrderView, 'id' | 'shortId' | 'totalCents'>
  mode: WithdrawalMode
  until: string | null
  onRequested: () => void
}

/**
 * 'Desistir da compra' (CDC art. 49) with its deadline, and the dialog it opens. Once the request
 * is taken the order's state moves on and this goes, the dialog with it, in the same render as the
 * confirmation appears.
 */
export function WithdrawalOffer({ order, mode, until, onRequested }: WithdrawalOfferProps) {
  const [open, setOpen] = useState(false)
  const line = offerLine(mode, until)
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Undo2 aria-hidden="true" className="size-4" />
        {WITHDRAWAL_TEXT.button}
      </Button>
      {line && <p className="text-sm text-stone-700">{line}</p>}
      {open && (
        <WithdrawalDialog
          order={order}
          mode={mode}
          onClose={() => setOpen(false)}
          onRequested={onRequested}
        />
      )}
    </div>
  )
}
