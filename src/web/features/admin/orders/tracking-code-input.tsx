import { useState } from 'react'
import type { AdminOrder } from './order-queries.ts'
import { useSetTrackingCode } from './order-mutations.ts'

/**
 * Saved on Enter, then cleared (spec.md); trimmed, and a blank box is ignored. Saving marks the
 * order enviado on the server. The code on record is shown under the box; the toasts come from
 * the mutation.
 */
export function TrackingCodeInput({ order, id }: { order: AdminOrder; id?: string }) {
  const [text, setText] = useState('')
  const save = useSetTrackingCode()
  const hintId = `tracking-${order.id}`

  function submit() {
    const trackingCode = text.trim()
    if (!trackingCode || save.isPending) return
    save.mutate({ id: order.id, trackingCode }, { onSuccess: () => setText('') })
  }

  return (
    <div>
      <input
        id={id}
        type="text"
        aria-label={`Código de rastreio do pedido #${order.shortId}`}
        aria-describedby={order.trackingCode ? hintId : undefined}
        placeholder="Código + Enter"
        value={text}
        maxLength={100}
        readOnly={save.isPending}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          submit()
        }}
        className="w-44 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 placeholder:text-stone-400 focus:border-amber-700 focus:outline-2 focus:outline-amber-700"
      />
      {order.trackingCode && (
        <p id={hintId} className="mt-1 text-xs break-all text-stone-600">
          Atual: {order.trackingCode}
        </p>
      )}
    </div>
  )
}
