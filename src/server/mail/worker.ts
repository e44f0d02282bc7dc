import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { ShopSettingsReader } from '#server/shop-settings/shop-settings-store.ts'
import { mailSender, mailShop } from './mail-shop.ts'
import { claimDueEmails, markAttemptFailed, markSent } from './outbox.ts'
import { renderStoredEmail, type Shop } from './templates.ts'
import { logTransport, smtpTransport, type MailSender, type MailTransport } from './transport.ts'
import { logger } from '#server/logging/logger.ts'

const BATCH_SIZE = 20

type Log = (message: string, level?: 'warn' | 'error') => void
/** The log: warn while an e-mail will be tried again, error when it is given up or the queue fails. */
const toLogger: Log = (message, level = 'error') => logger[level](message)

interface ProcessOptions {
  db: Db
  transport: MailTransport
  from: MailSender
  shop: Shop
  now?: Date
  batchSize?: number
  log?: Log
}

interface ProcessResult {
  sent: number
  retried: number
  failed: number
}

/** Sends every due email once. A failed send is recorded for a later retry, never thrown. */
export async function processOutboxOnce(options: ProcessOptions): Promise<ProcessResult> {
  const { db, transport, from, shop, log = toLogger } = options
  const now = options.now ?? new Date()
  const result: ProcessResult = { sent: 0, retried: 0, failed: 0 }
  const rows = await claimDueEmails(db, now, options.batchSize ?? BATCH_SIZE)
  const sent: string[] = []
  for (const row of rows) {
    try {
      // Rendered at send time from type + data; the subject was fixed when the email was queued.
      const { text, html } = renderStoredEmail(row.type, row.data, shop)
      await transport.send({ from, to: row.to, subject: row.subject, text, html })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const outcome = await markAttemptFailed(db, row, message, now)
      result[outcome]++
      // Never the body: it may hold a password reset link.
      log(
        `[email] envio falhou (${row.type} ${row.id}, tentativa ${row.attempts + 1}, ` +
          `${outcome === 'failed' ? 'desistindo' : 'nova tentativa depois'}): ${message}`,
        outcome === 'failed' ? 'error' : 'warn',
      )
      continue
    }
    sent.push(row.id)
  }
  // One write for the run: a crash before it only re-sends this run's emails after the lease.
  await markSent(db, sent, options.now ?? new Date())
  result.sent = sent.length
  return result
}

interface EmailWorker {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>
  /** Runs soon (right after an action queued an email), or again after the current run. */
  kick(): void
}

interface EmailWorkerOptions {
  db: Db
  config: Pick<Config, 'smtpUrl' | 'mailFromAddress' | 'publicUrl' | 'production'>
  /** The shop's name, sender name, identity and image, read at each run (decision 037). */
  shopSettings: ShopSettingsReader
  /** Default: SMTP when config.smtpUrl is set, else the log (in production: none, see below). */
  transport?: MailTransport
  intervalMs?: number
  log?: Log
}

function defaultTransport(config: EmailWorkerOptions['config']): MailTransport | null {
  if (config.smtpUrl) return smtpTransport(config.smtpUrl)
  return config.production ? null : logTransport()
}

export function startEmailWorker(options: EmailWorkerOptions): EmailWorker {
  const transport = options.transport ?? defaultTransport(options.config)
  // A live shop without SMTP_URL: the emails stay pending in the outbox until the shop starts with
  // it. Printing them would put their links (a password reset is a login) in the log.
  if (!transport) return { kick() {}, stop: async () => {} }
  return runEmailWorker({ ...options, transport })
}

function runEmailWorker(options: EmailWorkerOptions & { transport: MailTransport }): EmailWorker {
  const { db, config, transport, intervalMs = 2000, log = toLogger } = options
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let runAgain = false

  function schedule(delayMs: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(run, delayMs)
    // The HTTP server keeps the process alive; the worker alone must not.
    timer.unref()
  }

  function run() {
    timer = undefined
    if (stopped || running) return
    const settings = options.shopSettings.current()
    const shop = mailShop(config.publicUrl, settings)
    const from = mailSender(settings, config.mailFromAddress)
    running = processOutboxOnce({ db, transport, from, shop, log })
      .then((r) => {
        // A full batch means more may be due: go on without waiting for the interval.
        if (r.sent + r.retried + r.failed >= BATCH_SIZE) runAgain = true
      })
      .catch((error: unknown) => {
        // The database itself failed (e.g. a lost connection): log and try again on the next tick.
        log(`[email] erro no processamento da fila: ${String(error)}`)
      })
      .finally(() => {
        running = undefined
        const again = runAgain
        runAgain = false
        schedule(again ? 0 : intervalMs)
      })
  }

  schedule(0)
  return {
    kick() {
      if (stopped) return
      if (running) runAgain = true
      else schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
