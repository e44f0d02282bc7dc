import type { ClientResponse, hc, parseResponse } from 'hono/client'
import type { ApiRoutes } from '#server/app.ts'

/** What `hc<ApiRoutes>('/api')` returns: every route typed from the server's own definitions. */
type ApiClient = ReturnType<typeof hc<ApiRoutes>>

interface RequestArgs {
  param?: Record<string, string>
  query?: Record<string, string | string[] | undefined>
  json?: unknown
}

/** The second argument of a call, as `hc` takes it; only fixed headers are used here. */
interface RequestOptions {
  headers?: Record<string, string>
}

type Transport = (url: string, init: RequestInit) => Promise<Response>

let transport: Transport = (url, init) => fetch(url, init)

/** Where requests go: the network, except on the server, whose renderer answers them itself. */
export function setApiTransport(next: Transport): void {
  transport = next
}

/** The request `hc` makes for `api.a[':id'].b.$post({ param, query, json }, { headers })`. */
function send(
  path: string[],
  method: string,
  { param = {}, query = {}, json }: RequestArgs = {},
  options: RequestOptions = {},
) {
  let url = `/api/${path.join('/')}`
  for (const [name, value] of Object.entries(param)) {
    // A function, never a replacement string: a parameter from the address ('$&') is text. Encoded,
    // so a '/', '?' or '#' in it stays inside its segment.
    const segment = value ? `/${encodeURIComponent(value)}` : ''
    url = url.replace(new RegExp(`/:${name}(?=/|$)`), () => segment)
  }
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) if (item !== undefined) search.append(name, item)
  }
  const headers = new Headers(options.headers)
  if (json !== undefined) headers.set('Content-Type', 'application/json')
  const hasBody = json !== undefined && method !== 'GET' && method !== 'HEAD'
  const queryString = search.toString()
  const target = queryString ? `${url}?${queryString}` : url
  return transport(target, {
    method,
    headers,
    body: hasBody ? JSON.stringify(json) : undefined,
  })
}

/**
 * The typed client without hono/client's runtime (1.6 KB less gzipped JS on the store page,
 * docs/decisions/007): the types still come from `hc`; at run time each property is a path
 * segment and `$get`, `$post`... send the request.
 */
function client(path: string[]): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) =>
      typeof key === 'string' && key !== 'then' ? client([...path, key]) : undefined,
    apply: (_target, _this, [args, options]: [RequestArgs?, RequestOptions?]) => {
      const method = path.at(-1) ?? ''
      if (!method.startsWith('$')) throw new TypeError(`api.${path.join('.')} is not a request`)
      return send(path.slice(0, -1), method.slice(1).toUpperCase(), args, options)
    },
  })
}

export const api = client([]) as ApiClient

export const NETWORK_ERROR_MESSAGE =
  'Erro de conectividade. Verifique sua conexão com a internet e tente novamente.'
const GENERIC_ERROR_MESSAGE = 'Ocorreu um erro ao processar sua solicitação'

/** An error answer of the API, carrying its pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The request's id (X-Request-Id), which the server's log lines carry. */
    readonly requestId?: string,
    /** The field a refusal is about (`variants.3.sku`), when the route ties it to one. */
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Parsed<T extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<T>>>

const NO_BODY_STATUSES = [101, 204, 205, 304]
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i

/** Awaits a typed client call: the parsed body when ok, else an ApiError with the server's message. */
export async function call<T extends ClientResponse<unknown>>(
  request: Promise<T>,
): Promise<Parsed<T>> {
  let response: T
  try {
    response = await request
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE)
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; field?: string }
    } | null
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http',
      body?.error?.message ?? GENERIC_ERROR_MESSAGE,
      response.headers.get('X-Request-Id') ?? undefined,
      body?.error?.field,
    )
  }
  // As hono's parseResponse: JSON by Content-Type, else text; nothing for an empty answer.
  if (!response.body || NO_BODY_STATUSES.includes(response.status)) return undefined as Parsed<T>
  const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? ''
  return (JSON_TYPE.test(type) ? response.json() : response.text()) as Promise<Parsed<T>>
}

/**
 * `text` for a failure of the server itself, with the request's code when it has one, so the
 * customer can quote it and the owner find it in the log (decision 032).
 */
export function withErrorCode(text: string, error: unknown): string {
  const id = error instanceof ApiError && error.status >= 500 ? error.requestId : undefined
  if (!id) return text
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} Código do erro: ${id}`
}

/**
 * What to tell the user about a failed call: the server's pt-BR message when it refused the request
 * (4xx: wrong password, no stock, expired link) or the connectivity message; `fallback` when the
 * server itself failed, with its error code.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500
    ? error.message
    : withErrorCode(fallback, error)
}
