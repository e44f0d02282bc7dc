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
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const invalid = (code: string, message: string) => new DomainError('invalid', code, message)
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
