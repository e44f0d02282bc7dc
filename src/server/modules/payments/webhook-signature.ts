import { createHmac, timingSafeEqual } from 'node:crypto'

/** Older (or further ahead) than this and a signed notification is a replay, not news. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

interface SignedNotification {
  /** The x-signature header: `ts=...,v1=...`. */
  signature: string | undefined
  requestId: string | undefined
  dataId: string | undefined
}

// Mercado Pago documents the manifest and says to leave out the parts a notification lacks.
function manifest(dataId: string | undefined, requestId: string | undefined, ts: string) {
  const parts = [dataId && `id:${dataId.toLowerCase()}`, requestId && `request-id:${requestId}`]
  return [...parts.filter(Boolean), `ts:${ts}`].join(';') + ';'
}

function parseSignature(header: string) {
  const fields = new Map<string, string>()
  for (const part of header.split(',')) {
    const [key, ...value] = part.split('=')
    if (key && value.length > 0) fields.set(key.trim().toLowerCase(), value.join('=').trim())
  }
  return { ts: fields.get('ts'), v1: fields.get('v1') }
}

/** HMAC-SHA256 of Mercado Pago's manifest with the webhook secret, compared in constant time. */
export function isValidSignature(
  notification: SignedNotification,
  secret: string,
  now = Date.now(),
): boolean {
  if (!notification.signature) return false
  const { ts, v1 } = parseSignature(notification.signature)
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false
  // The docs show seconds; some deliveries carry milliseconds. 13 digits cannot be seconds.
  const sentAt = ts.length >= 13 ? Number(ts) : Number(ts) * 1000
  if (Math.abs(now - sentAt) > SIGNATURE_MAX_AGE_MS) return false
  const expected = createHmac('sha256', secret)
    .update(manifest(notification.dataId, notification.requestId, ts))
    .digest()
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'))
}

/** The x-signature header Mercado Pago would send; for tests and local tooling. */
export function signNotification(
  secret: string,
  dataId: string | undefined,
  requestId: string | undefined,
  ts = Math.floor(Date.now() / 1000),
): string {
  const hash = createHmac('sha256', secret)
    .update(manifest(dataId, requestId, String(ts)))
    .digest('hex')
  return `ts=${ts},v1=${hash}`
}
