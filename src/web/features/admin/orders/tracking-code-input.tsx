import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import type { AdminOrder } from './order-queries.ts'
import { TRACKING_SAVE_FAILED, useSetTrackingCode } from './order-mutations.ts'

/**
 * Saved on Enter, then cleared (spec.md), or with the 'Salvar' beside it (decision 030: a phone's
 * keyboard may have no Enter to find); trimmed, and a blank box is ignored. Saving marks the
 * order enviado on the server. The code on record is shown under the box, and a save that failed
 * says why there, tied to the box (aria-invalid, aria-describedby) and announced; the success
 * toast comes from the mutation.
 */
export function TrackingCodeInput({ order, id }: { order: AdminOrder; id?: string }) {
  const [text, setText] = useState('')
  const save = useSetTrackingCode()
  const hintId = `tracking-${order.id}`
  const errorId = `tracking-${order.id}-error`
  const error = save.isError ? errorMessage(save.error, TRACKING_SAVE_FAILED) : undefined
  const describedBy = [order.trackingCode ? hintId : '', error ? errorId : ''].filter(Boolean)

  function submit() {
    const trackingCode = text.trim()
    if (!trackingCode || save.isPending) return
    save.mutate({ id: order.id, trackingCode }, { onSuccess: () => setText('') })
  }

  return (
    <div>
      <div className="flex max-w-xs items-center gap-2 lg:flex-col lg:items-start lg:gap-1">
        <input
          id={id}
          type="text"
          aria-label={`Código de rastreio do pedido #${order.shortId}`}
          aria-describedby={describedBy.join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          placeholder="Código + Enter"
          value={text}
          maxLength={100}
          readOnly={save.isPending}
          onChange={(event) => {
            setText(event.target.value)
            // What was wrong was said about the code as it was; a new one starts clean.
            if (save.isError) save.reset()
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            submit()
          }}
          className="min-w-0 flex-1 scroll-mt-24 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 placeholder:text-stone-400 focus:border-amber-700 focus:outline-2 focus:outline-amber-700 aria-invalid:border-red-600 lg:w-40 lg:flex-none"
        />
        <Button
          variant="secondary"
          aria-label={`Salvar código de rastreio do pedido #${order.shortId}`}
          disabled={save.isPending}
          onClick={submit}
          className="min-h-9 shrink-0 px-3 py-1.5 lg:min-h-8 lg:py-1"
        >
          Salvar
        </Button>
      </div>
      {order.trackingCode && (
        <p id={hintId} className="mt-1 text-xs break-all text-stone-600">
          Atual: {order.trackingCode}
        </p>
      )}
      <div role="alert">
        {error && (
          <p id={errorId} className="mt-1 max-w-xs text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
