interface Answer<T> {
  status: number
  body: T
  headers: Headers
}

/**
 * A browser on the shop's own pages, over real HTTP to a shop a test started (start.ts): it keeps
 * every cookie the shop sets, sends them all back, and names PUBLIC_URL's origin as the shop's
 * pages do. `cookieValues` holds every value any Set-Cookie carried, for a test to look for.
 */
export class HttpBrowser {
  readonly cookies = new Map<string, string>()
  readonly cookieValues = new Set<string>()

  constructor(
    private readonly base: string,
    private readonly origin: string,
  ) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await fetch(this.base + path, {
      method,
      headers: {
        origin: this.origin,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    for (const set of res.headers.getSetCookie()) {
      const [pair = ''] = set.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      if (value === '') this.cookies.delete(name)
      else {
        this.cookies.set(name, value)
        this.cookieValues.add(value)
      }
    }
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers }
  }

  post = <T = Record<string, unknown>>(path: string, json?: unknown) =>
    this.request<T>('POST', path, json ?? {})
}
