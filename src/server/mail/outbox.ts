import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { renderEmail, type EmailData, type EmailType, type Shop } from './templates.ts'

type OutboxRow = typeof emailOutbox.$inferSelect

export const MAX_ATTEMPTS = 10
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 60 * 60_000
const MAX_ERROR_LENGTH = 500
/**
 * A claimed row is hidden from other instances this long. Longer than any send can take (the SMTP
 * transport's timeouts are far shorter), so only a crash mid-send lets the row be picked up again.
 */
export const CLAIM_LEASE_MS = 15 * 60_000

export interface EmailToSend<T extends EmailType = EmailType> {
  to: string
  type: T
  data: EmailData[T]
}

/**
 * Queues one email. Uses the `db` it is given, so inside the caller's transaction the email exists
 * only if the action commits. Rendering now fails fast on wrong data, in the action, not in the worker.
 */
export async function enqueueEmail<T extends EmailType>(
  db: Db,
  email: EmailToSend<T>,
  shop: Shop,
): Promise<OutboxRow> {
  const [row] = await enqueueEmails(db, [email], shop)
  if (!row) throw new Error('insert into email_outbox returned no row')
  return row
}

/** Queues several emails in one statement (an order's confirmation and the owner's notice). */
export async function enqueueEmails(
  db: Db,
  emails: EmailToSend[],
  shop: Shop,
): Promise<OutboxRow[]> {
  if (emails.length === 0) return []
  // The app's clock, like every other scheduling time here (not the database's now()), so a kick
  // right after the action finds the rows already due.
  const nextAttemptAt = new Date()
  const values = emails.map((email) => ({ ...outboxEmail(email, shop), nextAttemptAt }))
  return db.insert(emailOutbox).values(values).returning()
}

export type OutboxEmail = ReturnType<typeof outboxEmail>

/** An email as its outbox row keeps it: the address checked and the subject rendered now. */
export function outboxEmail(email: EmailToSend, shop: Shop) {
  z.email().parse(email.to)
  return { to: email.to, ...renderedForOutbox(email.type, email.data, shop) }
}

/**
 * Subject, type and data of an email whose addresses the statement that queues it reads
 * (queueEmailsStep's `alsoTo`). Rendering now fails fast on wrong data, in the action.
 */
export function renderedForOutbox<T extends EmailType>(type: T, data: EmailData[T], shop: Shop) {
  const { subject } = renderEmail(type, data, shop)
  return { subject, type, data: data as Record<string, unknown> }
}

/**
 * A step of a statement that writes an action and queues its emails with it (data-modifying WITH
 * items; the checkout's one statement, placeOrderStatement): an INSERT of `emails` (jsonb, an
 * array of outboxEmail's rows) and, when given, of `alsoTo.email` (jsonb, renderedForOutbox's) to
 * each address the SELECT `alsoTo.addresses` answers, once per row of `from`, a WITH item with one
 * row when the action happened. `now`: the app's clock, as enqueueEmails has it.
 */
export function queueEmailsStep(step: {
  from: SQL
  emails: SQL
  now: SQL
  alsoTo?: { email: SQL; addresses: SQL }
}): SQL {
  const also = step.alsoTo
    ? sql` UNION ALL
      SELECT a.address, o.subject, o.type, o.data
      FROM ${step.from}, (${step.alsoTo.addresses}) AS a(address),
        jsonb_to_record(${step.alsoTo.email}::jsonb) AS o(subject text, type text, data jsonb)`
    : sql``
  return sql`INSERT INTO email_outbox ("to", subject, type, data, next_attempt_at)
    SELECT q."to", q.subject, q.type, q.data, ${step.now}::timestamptz FROM (
      SELECT e."to", e.subject, e.type, e.data
      FROM ${step.from},
        jsonb_to_recordset(${step.emails}::jsonb) AS e("to" text, subject text, type text, data jsonb)${also}
    ) AS q`
}

/** Delay before the next try after `attempts` failed ones: 30 s, 1 min, 2 min ... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS)
}

/**
 * Takes up to `limit` due emails, oldest first, and leases them (pushes nextAttemptAt forward) in one
 * short transaction. SKIP LOCKED keeps two app instances from claiming the same row; the lease keeps
 * the row claimed while it is sent outside any transaction, so a slow SMTP server never holds a
 * database connection (with PGlite, the only one).
 */
export async function claimDueEmails(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    const rows = await tx
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          emailOutbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning()
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  })
}

/** Marks the emails of one worker run as sent, in one statement. */
export async function markSent(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(inArray(emailOutbox.id, ids))
}

/**
 * Records a failed try: schedules the next one with backoff, or, after MAX_ATTEMPTS, marks the row
 * failed. Rows are never deleted, so a failed email can still be inspected and re-queued by hand.
 */
export async function markAttemptFailed(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  now: Date,
): Promise<'retried' | 'failed'> {
  // The row is leased to this worker, so the attempts it was claimed with are still current.
  const attempts = row.attempts + 1
  const failed = attempts >= MAX_ATTEMPTS
  await db
    .update(emailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      ...(failed
        ? { status: 'failed' as const }
        : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
    })
    .where(eq(emailOutbox.id, row.id))
  return failed ? 'failed' : 'retried'
}
