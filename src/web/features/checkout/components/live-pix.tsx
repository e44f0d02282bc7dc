import { PayAgainButton } from '#web/components/pay-again-button.tsx'
import { PixCountdown, useTimeLeft } from '#web/components/pix-countdown.tsx'
import { SimulatedPixLink } from '#web/components/simulated-pix-link.tsx'
import { PixCode } from './pix-code.tsx'

interface LivePixProps {
  code: string
  expiresAt: string
  simulatedPayUrl: string | null
  shortId: string
  /** The code came from 'Pagar novamente': the reader goes to it. */
  focus: boolean
  onPayAgain: () => void
  retrying: boolean
}

/**
 * A dynamic PIX charge: the countdown, the QR code and code while it can be paid (and the
 * simulated bank's page offline); once its time is up, only that it expired and 'Pagar novamente'.
 */
export function LivePix({
  code,
  expiresAt,
  simulatedPayUrl,
  shortId,
  focus,
  onPayAgain,
  retrying,
}: LivePixProps) {
  const left = useTimeLeft(expiresAt)
  if (left === 0) return <ExpiredPix onPayAgain={onPayAgain} retrying={retrying} />
  return (
    <>
      <PixCountdown expiresAt={expiresAt} left={left} />
      <PixCode code={code} shortId={shortId} focus={focus} />
      {simulatedPayUrl && <SimulatedPixLink href={simulatedPayUrl} />}
    </>
  )
}

/** A dynamic charge past its time: it cannot be paid any more, a new one can be asked for. */
export function ExpiredPix({
  onPayAgain,
  retrying,
}: {
  onPayAgain: () => void
  retrying: boolean
}) {
  return (
    <div className="space-y-3">
      <div
        role="status"
        className="rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm text-stone-800"
      >
        <p className="font-semibold">Este código PIX expirou.</p>
        <p>Para pagar, gere um novo código em 'Pagar novamente'.</p>
      </div>
      <PayAgainButton onClick={onPayAgain} pending={retrying} />
    </div>
  )
}
