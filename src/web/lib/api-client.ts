import { hc, parseResponse, type ClientResponse } from 'hono/client'
import type { ApiRoutes } from '#server/app.ts'

export const api = hc<ApiRoutes>('/api')

export const NETWORK_ERROR_MESSAGE =
  'Erro de conectividade. Verifique sua conexão com a internet e tente novamente.'
const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro ao processar sua solicitação'

/** An error answer of the API, carrying its pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Awaits a typed client call: the parsed body when ok, else an ApiError with the server's message. */
export async function call<T extends ClientResponse<unknown>>(request: Promise<T>) {
  let response: T
  try {
    response = await request
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE)
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string }
    } | null
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http',
      body?.error?.message ?? GENERIC_ERROR_MESSAGE,
    )
  }
  return parseResponse(response)
}

/**
 * What to tell the user about a failed call: the server's pt-BR message when it refused the request
 * (4xx: wrong password, no stock, expired link) or the connectivity message; `fallback` when the
 * server itself failed.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback
}
