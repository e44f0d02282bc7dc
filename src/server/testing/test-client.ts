import { SESSION_COOKIE } from '#server/modules/accounts/session-cookie.ts'
import type { TestApp } from './test-app.ts'

interface JsonResponse<T = unknown> {
  status: number
  body: T
  headers: Headers
}

/** Calls the app like one browser: keeps the session cookie between requests. */
export class TestClient {
  cookie: string | undefined

  constructor(private readonly t: TestApp) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    return this.send<T>(method, path, json === undefined ? undefined : JSON.stringify(json), {
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    })
  }

  /** Any body (a multipart form, raw bytes) with the session's cookie; answers as `request`. */
  async send<T = Record<string, unknown>>(
    method: string,
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const res = await this.t.app.request(path, {
      method,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body,
      // A stream is sent as it is read (fetch's rule for a ReadableStream body).
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    })
    const setCookie = res.headers.getSetCookie().findLast((c) => c.startsWith(`${SESSION_COOKIE}=`))
    if (setCookie) {
      const [pair] = setCookie.split(';')
      this.cookie = pair?.endsWith('=') ? undefined : pair
    }
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers }
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path)
  post = <T = Record<string, unknown>>(path: string, json?: unknown) =>
    this.request<T>('POST', path, json ?? {})
}

export const ADDRESS = {
  name: 'Maria da Silva',
  whatsapp: '(11) 98765-4321',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
}
