import { logger } from './logging/logger.ts'

/** How long the stop may take before the process exits anyway (an answer that never ends). */
export const CRASH_STOP_MS = 10_000

interface CrashStop {
  /** Closes the server and the database (start.ts's stop). */
  stop: () => Promise<unknown>
  exit?: (code: number) => void
}

/**
 * An error nothing caught ends the process, cleanly (decision 041). Node documents that going on after
 * an uncaught exception is unsafe ("the application in an undefined state"), and PGlite lives in
 * this process: the error is logged (the request's id comes with it: the async context is the
 * failing code's), the server and the database are closed, and the process exits with 1 for the
 * supervisor (systemd, a container, the cluster's primary) to start it again. A second error while
 * stopping is logged and changes nothing; a stop that hangs is cut after CRASH_STOP_MS.
 */
export function stopOnCrash({ stop, exit = (code) => process.exit(code) }: CrashStop) {
  let stopping = false
  const crash = (error: unknown, origin: string) => {
    logger.fatal(
      { err: error, origin },
      '[loja] erro não tratado: a loja vai parar (o supervisor a reinicia)',
    )
    if (stopping) return
    stopping = true
    setTimeout(() => exit(1), CRASH_STOP_MS).unref()
    stop()
      .catch((stopError: unknown) => {
        logger.error({ err: stopError }, '[loja] a loja não parou direito')
      })
      .finally(() => exit(1))
  }
  const onException = (error: Error, origin: string) => crash(error, origin)
  const onRejection = (reason: unknown) => crash(reason, 'unhandledRejection')
  process.on('uncaughtException', onException)
  process.on('unhandledRejection', onRejection)
  return () => {
    process.off('uncaughtException', onException)
    process.off('unhandledRejection', onRejection)
  }
}
