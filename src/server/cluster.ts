import cluster, { type Worker } from 'node:cluster'
import type { Config } from './config.ts'
import { logger } from './logging/logger.ts'
import { prepareDatabaseOnce, startServing, type PreparedDatabase } from './start.ts'
import { stopOnCrash } from './stop-on-crash.ts'

/** Progress of the processes, in the log (pt-BR, like the rest of the shop's log). */
const log = {
  info: (message: string) => logger.info(`[processos] ${message}`),
  warn: (message: string) => logger.warn(`[processos] ${message}`),
  error: (message: string) => logger.error(`[processos] ${message}`),
}

/** A worker that dies sooner than this after its start waits longer before the next one. */
const QUICK_DEATH_MS = 10_000
const FIRST_RESTART_DELAY_MS = 1000
const MAX_RESTART_DELAY_MS = 30_000

/**
 * The start log's line about processes: WEB_CONCURRENCY ignored on PGlite, or how many processes
 * serve; null for the one process of the default.
 */
export function processesNote(
  config: Pick<Config, 'webConcurrency' | 'webConcurrencyRequested'>,
  pids: number[] = [],
): string | null {
  if (config.webConcurrencyRequested > config.webConcurrency) {
    return (
      `  Processos: 1 (WEB_CONCURRENCY=${config.webConcurrencyRequested} ignorado: o banco ` +
      'embutido, PGlite, roda em um processo só; para vários, use PostgreSQL em DATABASE_URL)'
    )
  }
  if (config.webConcurrency === 1) return null
  const which = pids.length > 0 ? `, pids ${pids.join(', ')}` : ''
  return `  Processos: ${config.webConcurrency} atendendo na mesma porta (WEB_CONCURRENCY)${which}`
}

interface RunningCluster {
  /** Resolves when every worker listens; rejects when one dies before that (the start failed). */
  ready: Promise<PreparedDatabase & { pids: number[] }>
  /** SIGTERM to every worker (each stops as one process does), then waits; false if one failed. */
  stop(): Promise<boolean>
}

/**
 * The primary of WEB_CONCURRENCY > 1 (PostgreSQL only): prepares the database once (migrations,
 * demo seed, admin account), then forks that many workers running `entry` (main.ts), which all
 * listen on PORT (node:cluster hands the connections round). A worker that dies is replaced, after
 * a growing pause when it keeps dying young; the primary serves nothing and holds no connection.
 */
export async function startCluster(config: Config, entry: string): Promise<RunningCluster> {
  const prepared = await prepareDatabaseOnce(config)
  cluster.setupPrimary({ exec: entry })
  let stopping = false
  let started = false
  let restartDelay = 0
  const bornAt = new Map<Worker, number>()
  const restarts = new Set<NodeJS.Timeout>()

  const fork = () => bornAt.set(cluster.fork(), Date.now())
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined)

  const ready = new Promise<PreparedDatabase & { pids: number[] }>((resolve, reject) => {
    let listening = 0
    cluster.on('listening', (worker) => {
      if (started) {
        log.info(`processo ${worker.process.pid} no ar`)
        return
      }
      listening++
      if (listening < config.webConcurrency) return
      started = true
      resolve({ ...prepared, pids: alive().map((w) => w.process.pid ?? 0) })
    })

    cluster.on('exit', (worker, code, signal) => {
      const born = bornAt.get(worker) ?? Date.now()
      bornAt.delete(worker)
      if (stopping) return
      const how = signal ? `sinal ${signal}` : `código ${code}`
      if (!started) {
        // Whatever stopped it (the port taken, the database away) would stop the next one too.
        log.error(`o processo ${worker.process.pid} terminou ao iniciar (${how}): a loja não sobe`)
        stopping = true
        for (const other of alive()) other.process.kill('SIGTERM')
        reject(new Error('um processo da loja terminou ao iniciar'))
        return
      }
      const young = Date.now() - born < QUICK_DEATH_MS
      restartDelay = young
        ? Math.min(Math.max(restartDelay * 2, FIRST_RESTART_DELAY_MS), MAX_RESTART_DELAY_MS)
        : 0
      const when = restartDelay ? `em ${restartDelay / 1000} s` : 'agora'
      log.warn(`o processo ${worker.process.pid} terminou (${how}); outro começa ${when}`)
      const timer = setTimeout(() => {
        restarts.delete(timer)
        if (!stopping) fork()
      }, restartDelay)
      restarts.add(timer)
    })
  })
  // Until someone waits on it, a failed start must not be an unhandled rejection.
  ready.catch(() => {})

  for (let i = 0; i < config.webConcurrency; i++) fork()

  return {
    ready,
    async stop() {
      stopping = true
      for (const timer of restarts) clearTimeout(timer)
      const exits = alive().map(
        (worker) =>
          new Promise<boolean>((resolve) => {
            if (worker.isDead()) return resolve(true)
            // A worker still loading has no handler yet, and SIGTERM's default ends it: fine too.
            worker.once('exit', (code, signal) => resolve(code === 0 || signal === 'SIGTERM'))
            worker.process.kill('SIGTERM')
          }),
      )
      return (await Promise.all(exits)).every(Boolean)
    },
  }
}

/**
 * A worker: serves the database its primary prepared. SIGTERM (the primary stopping) closes it as
 * one process closes; SIGINT is left to the primary, which turns a Ctrl+C into that SIGTERM.
 */
export async function runWorker(config: Config): Promise<void> {
  const starting = startServing(config)
  process.on('SIGINT', () => {})
  // Asked to stop while still starting: it stops once started.
  process.once('SIGTERM', () => {
    starting
      .then((shop) => shop.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, '[processos] o processo não parou direito')
          process.exit(1)
        },
      )
  })
  const shop = await starting
  // An error nothing caught: this worker stops and exits 1, and the primary forks another.
  stopOnCrash({ stop: () => shop.stop() })
}
