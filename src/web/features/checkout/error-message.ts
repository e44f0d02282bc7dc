import { ApiError } from '../../lib/api-client.ts'

/**
 * The server's pt-BR message when it refused the request (4xx: wrong password, no stock, session
 * gone) or the connectivity message; `fallback` for a server failure.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback
}
