import pg from 'pg'
import { logger } from '#server/logging/logger.ts'

export interface ListenHandlers {
  /** A notification, with its payload ('' when it had none). */
  onNotify(payload: string): void
  /** Listening (again): anything notified before may have been missed. */
  onUp(): void
  /** Not listening: notifications are being missed until the next onUp. */
  onDown(): void
}

export interface Listening {
  stop(): Promise<void>
}

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 5_000
// A silently dead connection (a dropped NAT entry, a failover) raises no error; a periodic
// query finds out within this time plus the query timeout.
const PING_MS = 15_000
const PING_TIMEOUT_MS = 5_000

export const listenerName = (channel: string) => `vitrine-listen-${channel}`

/**
 * LISTEN on a connection of its own that reconnects, with backoff, whenever it is lost. Resolves
 * after the first attempt, connected or not (then it keeps retrying in the background).
 */
export async function listenPostgres(
  options: { connectionString: string; channel: string } & ListenHandlers,
): Promise<Listening> {
  const { channel, onNotify, onUp, onDown } = options
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`)
  let stopped = false
  let current: pg.Client | undefined
  let retryMs = FIRST_RETRY_MS
  let retry: NodeJS.Timeout | undefined
  let ping: NodeJS.Timeout | undefined

  function reconnectLater() {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, retryMs)
    // Retrying alone must not keep a finished process alive.
    retry.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  async function connect() {
    const client = new pg.Client({
      connectionString: options.connectionString,
      // Names the connection in pg_stat_activity, whatever query it ran last (LISTEN or a ping).
      application_name: listenerName(channel),
      keepAlive: true,
      query_timeout: PING_TIMEOUT_MS,
    })
    let lost = false
    const lose = (error?: Error) => {
      if (lost) return
      lost = true
      if (current === client) {
        current = undefined
        clearInterval(ping)
        onDown()
      }
      void client.end().catch(() => undefined)
      if (!stopped) {
        logger.warn(`[db] LISTEN ${channel} perdido, reconectando: ${error?.message ?? 'fim'}`)
        reconnectLater()
      }
    }
    client.on('error', lose)
    client.on('end', () => lose())
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '')
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (error) {
      lose(error as Error)
      return
    }
    if (lost) return
    if (stopped) {
      await client.end().catch(() => undefined)
      return
    }
    current = client
    retryMs = FIRST_RETRY_MS
    ping = setInterval(() => {
      client.query('SELECT 1').catch((error: Error) => lose(error))
    }, PING_MS)
    ping.unref()
    onUp()
  }

  await connect()
  return {
    async stop() {
      stopped = true
      clearTimeout(retry)
      clearInterval(ping)
      const client = current
      current = undefined
      await client?.end().catch(() => undefined)
    },
  }
}
