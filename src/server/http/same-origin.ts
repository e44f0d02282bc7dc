import { createMiddleware } from 'hono/factory'
import { forbidden } from '#domain/errors.ts'
import type { Config } from '#server/config.ts'
import { logSafe } from '#server/logging/log-safe.ts'
import { logger } from '#server/logging/logger.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** `npm run dev`: Vite serves the pages here (vite.config.ts, strictPort) and proxies /api. */
export const DEV_SERVER_ORIGIN = 'http://localhost:5173'

type OriginConfig = Pick<Config, 'publicUrl' | 'env' | 'production'>

/**
 * `npm run dev`'s pages post through the dev server: its origin is accepted in development only,
 * never in production mode (an https PUBLIC_URL with NODE_ENV unset is a live shop too).
 */
function acceptsDevServer(config: OriginConfig) {
  return config.env === 'development' && !config.production
}

/** The origins whose pages may change state: PUBLIC_URL's, and in development the dev server's. */
export function allowedOrigins(config: OriginConfig): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin])
  if (acceptsDevServer(config)) origins.add(DEV_SERVER_ORIGIN)
  return origins
}

/** The origin the browser names: Origin, or Referer's origin when an older browser sent no Origin. */
export function requestOrigin(origin: string | undefined, referer: string | undefined) {
  if (origin) return origin
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return undefined
  }
}

const HINT_INTERVAL_MS = 60_000
const HINTS_REMEMBERED = 1000

interface SameOriginOptions {
  /** Paths called by other servers, which authenticate themselves (Mercado Pago's webhook). */
  exempt?: string[]
  log?: (line: string) => void
  now?: () => number
}

/**
 * Refuses state-changing requests whose page is not the shop's own (CSRF): the browser names the
 * page's origin in Origin (or Referer), and it must be PUBLIC_URL's. The Host header is never
 * trusted for this: anyone can send `Host: evil.example` with `Origin: http://evil.example`.
 * A request naming no origin is refused too; every browser names it on POST, PATCH and DELETE.
 *
 * The first time a page of this very server is refused (the shop opened at an address other than
 * PUBLIC_URL: an IP, another name), the log says which setting to fix. Host is read only to
 * word that hint: once per address and at most one line a minute, so forged Hosts can neither
 * flood the log nor silence the hint for the real address for longer than a minute.
 */
export function sameOrigin(config: OriginConfig, options: SameOriginOptions = {}) {
  const allowed = allowedOrigins(config)
  const exempt = new Set(options.exempt ?? [])
  const log = options.log ?? ((line: string) => logger.warn(line))
  const now = options.now ?? Date.now
  const hinted = new Set<string>()
  let lastHintAt = -Infinity
  const hint = (origin: string) => {
    if (hinted.has(origin) || now() - lastHintAt < HINT_INTERVAL_MS) return
    if (hinted.size >= HINTS_REMEMBERED) hinted.clear()
    hinted.add(origin)
    lastHintAt = now()
    log(misconfiguredAddress(origin, config.publicUrl))
  }
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next()
    const origin = requestOrigin(c.req.header('origin'), c.req.header('referer'))
    if (origin && allowed.has(origin)) return next()
    if (origin && isThisServer(origin, c.req.header('host'))) hint(origin)
    throw forbidden('Origem da requisição não permitida.')
  })
}

function isThisServer(origin: string, host: string | undefined) {
  try {
    return host !== undefined && new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * The log line for a shop opened at another address than PUBLIC_URL. The Origin is as sent: the
 * HTTP server lets C1 characters through (a byte 0x85 is U+0085, a line break for some viewers).
 */
export function misconfiguredAddress(sent: string, publicUrl: string) {
  const origin = logSafe(sent)
  return (
    `[segurança] Ação recusada: a loja foi aberta em ${origin}, mas PUBLIC_URL é ${publicUrl}. ` +
    `Logins, compras e o painel só funcionam no endereço de PUBLIC_URL. Se ${origin} é o endereço ` +
    `da loja, defina PUBLIC_URL=${origin} e reinicie; senão, abra ${publicUrl}.`
  )
}

/** HOST names this machine only: nothing from the network or outside a container gets in. */
export function isLoopbackHost(host: string) {
  return host === 'localhost' || host === '::1' || /^127\./.test(host)
}

/**
 * The start log's line: the one address where the shop takes actions, and the interface it
 * listens on (HOST), with how to open it to the network when that is this machine only.
 */
export function addressNote(config: OriginConfig & Pick<Config, 'host'>) {
  const dev = acceptsDevServer(config) ? ` (e ${DEV_SERVER_ORIGIN} no npm run dev)` : ''
  const listening = isLoopbackHost(config.host)
    ? `O servidor atende só este computador (HOST=${config.host}); para acesso pela rede ou de ` +
      'fora de um contêiner, defina HOST=0.0.0.0.'
    : `O servidor atende em HOST=${config.host}.`
  return (
    `  Endereço: ${config.publicUrl}${dev}; logins, compras e o painel só funcionam nele. ` +
    `Para abrir a loja por outro endereço (IP da rede, domínio), defina PUBLIC_URL. ${listening}`
  )
}
