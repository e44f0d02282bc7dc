import { minutesToWait, tooManyAttemptsMessage } from './login-throttle.ts'

/** Errors the rules raise; the server maps each kind to one HTTP status in one place. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unprocessable'
  | 'too-many-requests'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** The field the refusal is about ('variants.3.sku'), when the caller can point at one. */
    readonly field?: string,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const invalid = (code: string, message: string) => new DomainError('invalid', code, message)
/** A 400 tied to its field ('variants.3.sku'), for a form that shows each refusal by its field. */
export const invalidField = (code: string, message: string, field: string) =>
  new DomainError('invalid', code, message, field)
export const unauthorized = (message = 'Faça login para continuar.') =>
  new DomainError('unauthorized', 'unauthorized', message)
export const forbidden = (message = 'Você não tem permissão para isso.') =>
  new DomainError('forbidden', 'forbidden', message)
export const notFound = (code: string, message: string) =>
  new DomainError('not-found', code, message)
export const conflict = (code: string, message: string) =>
  new DomainError('conflict', code, message)
/** Well formed, but cannot be done as asked (422). */
export const unprocessable = (code: string, message: string) =>
  new DomainError('unprocessable', code, message)

/** 429 with how long to wait, in whole minutes in the message and in seconds as Retry-After. */
export class TooManyRequests extends DomainError {
  constructor(readonly retryAfterMs: number) {
    super(
      'too-many-requests',
      'too-many-requests',
      tooManyAttemptsMessage(minutesToWait(retryAfterMs)),
    )
  }
}
