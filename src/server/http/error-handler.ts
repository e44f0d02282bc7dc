import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { DomainError, TooManyRequests, type DomainErrorKind } from '#domain/errors.ts'
import { logSafe } from '#server/logging/log-safe.ts'
import { currentRequestId, logger } from '#server/logging/logger.ts'

const STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many-requests': 429,
}

const HTTP_MESSAGES: Partial<Record<number, [code: string, message: string]>> = {
  400: ['bad-request', 'Requisição inválida.'],
  401: ['unauthorized', 'Faça login para continuar.'],
  403: ['forbidden', 'Você não tem permissão para isso.'],
  404: ['not-found', 'Não encontrado.'],
  405: ['method-not-allowed', 'Método não permitido.'],
  413: ['payload-too-large', 'O conteúdo enviado é grande demais.'],
  415: ['unsupported-media-type', 'Formato de conteúdo não suportado.'],
  429: ['too-many-requests', 'Muitas tentativas. Aguarde um pouco e tente novamente.'],
}

const INTERNAL_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente em instantes.'

function errorBody(code: string, message: string, field?: string) {
  return { error: field === undefined ? { code, message } : { code, message, field } }
}

/**
 * A 500's body: the pt-BR message with the request's id, which the customer can quote and the
 * owner finds in the log (decision 032); nothing about the cause.
 */
function internalErrorBody(requestId: string | undefined) {
  if (requestId === undefined) return errorBody('internal', INTERNAL_ERROR_MESSAGE)
  const message = `${INTERNAL_ERROR_MESSAGE} Código do erro: ${requestId}`
  return { error: { code: 'internal', message, requestId } }
}

/** A refusal as the API answers it: its status and JSON body. */
export function domainErrorAnswer(error: DomainError): { status: number; body: string } {
  return {
    status: STATUS[error.kind],
    body: JSON.stringify(errorBody(error.code, error.message, error.field)),
  }
}

/** The one place where errors become HTTP answers. 5xx bodies never carry details. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof DomainError) {
    if (error instanceof TooManyRequests) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))))
    }
    return c.json(errorBody(error.code, error.message, error.field), STATUS[error.kind])
  }
  if (error instanceof HTTPException && error.status < 500) {
    const [code, message] = HTTP_MESSAGES[error.status] ?? ['bad-request', 'Requisição inválida.']
    return c.json(errorBody(code, message), error.status)
  }
  // The decoded path may hold a line break ('%0A'): escaped, it cannot start a forged line.
  logger.error({ err: error }, `[erro] ${c.req.method} ${logSafe(c.req.path)}`)
  return c.json(internalErrorBody(currentRequestId()), 500)
}
