import { Clock } from 'lucide-react'
import { useEffect, useState } from 'react'
import { formatDateTime, formatTime } from '#domain/dates.ts'

const SECOND = 1000
const HOUR = 3600 * SECOND

/**
 * Milliseconds left until `expiresAt` (ISO), redrawn as each whole second passes; 0 once it is
 * past. A new `expiresAt` (a new charge) should remount the caller (`key`), so the clock restarts.
 */
export function useTimeLeft(expiresAt: string): number {
  const deadline = Date.parse(expiresAt)
  const [now, setNow] = useState(() => Date.now())
  // An unreadable time cannot be trusted to be in the future: the code reads as expired.
  const left = Number.isNaN(deadline) ? 0 : Math.max(0, deadline - now)
  // A hidden tab's timers are slowed down; back from the bank's page the clock is read at once.
  useEffect(() => {
    const wake = () => setNow(Date.now())
    document.addEventListener('visibilitychange', wake)
    return () => document.removeEventListener('visibilitychange', wake)
  }, [])
  useEffect(() => {
    if (left <= 0) return
    // Wake up on the next whole second of the time left, so 00:01 turns into "expired" on time.
    const timer = setTimeout(() => setNow(Date.now()), left % SECOND || SECOND)
    return () => clearTimeout(timer)
  }, [left])
  return left
}

const pad = (value: number) => String(value).padStart(2, '0')

/** 29:59, or 1:59:59 past an hour; a second not yet whole counts as a second left. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / SECOND)
  const hours = Math.floor(seconds / 3600)
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`
  return hours > 0 ? `${hours}:${rest}` : rest
}

/**
 * How long a dynamic PIX code can still be paid: the ticking mm:ss in a timer (a role that is
 * never announced as it changes) and the fixed time it ends, which a screen reader reads once.
 */
export function PixCountdown({ expiresAt, left }: { expiresAt: string; left: number }) {
  // Within the next hours the time says it all; further away the day is needed too.
  const until = left < 12 * HOUR ? formatTime(expiresAt) : formatDateTime(expiresAt)
  return (
    <div className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p role="timer" aria-live="off" className="font-semibold">
          O código expira em <span className="font-mono tabular-nums">{formatTimeLeft(left)}</span>
        </p>
        <p>
          Válido até <time dateTime={expiresAt}>{until}</time>
        </p>
      </div>
    </div>
  )
}
