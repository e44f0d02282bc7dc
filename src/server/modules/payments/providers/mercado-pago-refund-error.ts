import { MPConnectionError, MercadoPagoError } from 'mercadopago'
import { logger } from '#server/logging/logger.ts'
import { RefundError } from './provider.ts'

// Out of mercado-pago-provider.ts, which would pass 250 lines with it: what a failed refund
// (POST /v1/payments/{id}/refunds) tells the owner.

const UNAVAILABLE =
  'Não foi possível falar com o Mercado Pago agora. Tente de novo em alguns minutos.'

/** No answer in time: the refund may have been made (decision 041). */
const NO_ANSWER = 'O Mercado Pago não respondeu a tempo.'

/**
 * The SDK throws a MercadoPagoError for every non-2xx answer, with the answer's HTTP status
 * (utils/restClient: buildError), and an MPConnectionError (status 0) when the request failed or
 * timed out; a 429, 423 and 424 are answers to try again later (the SDK itself retries a 429), the
 * other 4xx are Mercado Pago saying no.
 */
const RETRY_LATER = new Set([423, 424, 429])

/** Mercado Pago's codes in its refund reference (cause[].code), by what they mean for the owner. */
const TOO_OLD = new Set(['2024', '15016'])
const NOT_REFUNDABLE = new Set(['2063', '4293', '4296'])

/** An id that is not Mercado Pago's (digits) never reaches its API. */
export const unknownPaymentRefused = () =>
  new RefundError('refused', 'O Mercado Pago não conhece este pagamento.')

/**
 * A failed refund of `paymentId` as RefundError: 'refused' with why, in pt-BR, or 'unavailable'.
 * What Mercado Pago said stays in the server's log.
 */
export function refundErrorOf(paymentId: string, error: unknown): RefundError {
  logger.warn(`[pagamentos] Mercado Pago: reembolso do pagamento ${paymentId}: ${detail(error)}`)
  // A timeout or a dropped connection (the SDK's MPConnectionError, after its retries): the
  // request may have reached Mercado Pago and the refund been made.
  if (error instanceof MPConnectionError) return new RefundError('unknown', NO_ANSWER)
  if (!(error instanceof MercadoPagoError)) return new RefundError('unavailable', UNAVAILABLE)
  const { status } = error
  if (status < 400 || status >= 500 || RETRY_LATER.has(status)) {
    return new RefundError('unavailable', UNAVAILABLE)
  }
  return new RefundError('refused', refusalMessage(error))
}

function refusalMessage(error: MercadoPagoError): string {
  if (error.status === 401 || error.status === 403) {
    return 'A credencial do Mercado Pago não permite reembolsos.'
  }
  const codes = error.causes.map(causeCode).filter((code) => code !== '')
  const said = [error.message, error.error, ...error.causes.map(causeText)].join(' ')
  // Before the 404: the reference lists 'Payment too old to be refunded' (2024) under its 404s.
  if (/insufficient|not enough|balance|saldo|funds/i.test(said)) {
    return 'Saldo insuficiente na conta do Mercado Pago para devolver o valor.'
  }
  if (codes.some((code) => TOO_OLD.has(code)) || /too.old|refund.period|days|prazo/i.test(said)) {
    return 'O prazo do Mercado Pago para reembolsar este pagamento terminou.'
  }
  if (
    codes.some((code) => NOT_REFUNDABLE.has(code)) ||
    /status|state|already.refunded/i.test(said)
  ) {
    return 'O pagamento não pode mais ser reembolsado (talvez já tenha sido devolvido).'
  }
  if (error.status === 404) return 'O Mercado Pago não encontrou este pagamento.'
  return `Recusado pelo Mercado Pago (${codes[0] ?? error.status}).`
}

function detail(error: unknown): string {
  if (error instanceof MercadoPagoError) {
    return `${error.status} ${error.message} ${JSON.stringify(error.causes)}`
  }
  return error instanceof Error ? error.message : 'resposta sem id ou status'
}

/** A cause is `{ code, description }` in Mercado Pago's answers; the SDK types it unknown. */
function causeCode(cause: unknown): string {
  const code = (cause as { code?: unknown } | null)?.code
  return typeof code === 'string' || typeof code === 'number' ? String(code) : ''
}

function causeText(cause: unknown): string {
  if (typeof cause !== 'object' || cause === null) return String(cause)
  const { code, description } = cause as { code?: unknown; description?: unknown }
  return [code, description].filter((part) => part !== undefined).join(' ')
}
