import { useId, useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { formatBRL } from '#domain/money.ts'
import type { OrderView } from '#domain/orders/order-view.ts'
import type { WithdrawalMode } from '#domain/orders/withdrawal.ts'
import { WITHDRAWAL_REASON_MAX } from '#domain/orders/withdrawal.ts'
import { WITHDRAWAL_TEXT } from '#domain/orders/withdrawal-messages.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/confirm-dialog.tsx'
import { TextAreaField } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import {
  ReasonRefused,
  useRequestWithdrawal,
  withdrawalErrorMessage,
} from '#web/features/orders/api/request-withdrawal.ts'

/** What happens once the customer confirms, by the order's mode. */
const OUTCOME: Record<WithdrawalMode, string> = {
  cancel: 'O pedido será cancelado e todo o valor pago, devolvido.',
  return:
    'Vamos combinar com você a devolução do produto, sem custo, e todo o valor pago será devolvido.',
}

const ACTIONS = 'flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end'

interface WithdrawalDialogProps {
  order: Pick<OrderView, 'id' | 'shortId' | 'totalCents'>
  mode: WithdrawalMode
  onClose: () => void
  /**
   * The server took the request: the order as it stands now is in the cache, and the card drops
   * the offer and this dialog as it draws it.
   */
  onRequested: () => void
}

/**
 * 'Desistir da compra' in two steps: the optional reason, then what will happen and
 * 'Confirmar desistência'. A refusal stays in the dialog; one about the reason (400) brings the
 * reason back, marked.
 */
export function WithdrawalDialog({ order, mode, onClose, onRequested }: WithdrawalDialogProps) {
  const request = useRequestWithdrawal(order.id)
  const [step, setStep] = useState<'reason' | 'confirm'>('reason')
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const alertId = useId()
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const reasonError = request.error instanceof ReasonRefused ? request.error.message : null

  // The button that had focus is gone with its step: the new step's first words take it, before
  // the browser paints (as the Dialog moves it in).
  useLayoutEffect(() => {
    if (step === 'confirm') summaryRef.current?.focus()
    else reasonRef.current?.focus()
  }, [step])

  function confirm() {
    request.mutate(reason, {
      onSuccess: onRequested,
      onError: (error) => {
        if (error instanceof ReasonRefused) setStep('reason')
      },
    })
  }

  const close = () => !request.isPending && onClose()
  return (
    <Dialog title={WITHDRAWAL_TEXT.button} onClose={close}>
      {step === 'reason' ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            request.reset()
            setStep('confirm')
          }}
        >
          <TextAreaField
            ref={reasonRef}
            id={reasonId}
            label={WITHDRAWAL_TEXT.reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={WITHDRAWAL_REASON_MAX}
            hint={`${reason.length.toLocaleString('pt-BR')} de ${WITHDRAWAL_REASON_MAX.toLocaleString('pt-BR')} caracteres`}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-hint ${alertId}` : `${reasonId}-hint`}
            data-autofocus
          />
          {reasonError && <FormAlert id={alertId}>{reasonError}</FormAlert>}
          <p className="text-sm">
            <Link
              to="/trocas-e-devolucoes"
              className="font-semibold text-amber-800 underline hover:text-amber-900"
            >
              Política de trocas e devoluções
            </Link>
          </p>
          <div className={ACTIONS}>
            <Button variant="secondary" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit">Continuar</Button>
          </div>
        </form>
      ) : (
        <div className="space-y-4">
          <div ref={summaryRef} tabIndex={-1} className="space-y-2 text-sm focus:outline-none">
            <p>
              Você está desistindo do pedido #{order.shortId} ({formatBRL(order.totalCents)}).
            </p>
            <p>{OUTCOME[mode]}</p>
          </div>
          {request.isError && (
            <FormAlert key={request.submittedAt}>{withdrawalErrorMessage(request.error)}</FormAlert>
          )}
          <div className={ACTIONS}>
            <Button
              variant="secondary"
              onClick={onClose}
              disabled={request.isPending || request.isSuccess}
            >
              Voltar
            </Button>
            <Button
              variant="danger"
              onClick={confirm}
              disabled={request.isPending || request.isSuccess}
            >
              {request.isPending ? 'Enviando…' : WITHDRAWAL_TEXT.confirm}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  )
}
