import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { emailOutbox } from '#server/db/schema/outbox.ts'
import { startSmtp } from '#server/testing/smtp-fake.ts'
import { openTestDatabase } from '#server/testing/test-database.ts'
import { enqueueEmail } from './outbox.ts'
import { smtpTransport } from './transport.ts'
import { processOutboxOnce } from './worker.ts'

const shop = { shopName: 'Vitrine', publicUrl: 'http://localhost:3000' }
const from = { name: 'Vitrine', address: 'nao-responda@vitrine.test' }
const CLOSED_PORT = 9

/** The Subject header, with RFC 2047 encoded words (nodemailer encodes non-ASCII) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''
  return header
    .replace(/\r\n([ \t])/g, (_, space: string) => space)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
}

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

it('an SMTP outage delays an email but never drops it', async () => {
  const email = await enqueueEmail(
    database.db,
    {
      to: 'maria@example.com',
      type: 'password-reset',
      data: { name: 'Maria', resetUrl: 'http://localhost:3000/reset-password?token=abc' },
    },
    shop,
  )
  const row = async () =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, email.id)))[0]
  const t0 = Date.now() + 1000
  const at = (seconds: number) => new Date(t0 + seconds * 1000)
  const log = () => {}

  // Each step reaches the mail server through the shop's transport; the address changes between
  // steps only so that no step depends on getting back a port the system may have handed out.
  const runAgainst = (port: number) => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`)
    return (now: Date) => processOutboxOnce({ db: database.db, transport, from, shop, now, log })
  }

  // 1. The server is up but refuses the message.
  const refusing = await startSmtp({ accept: false })
  let run = runAgainst(refusing.port)
  expect(await run(at(0))).toEqual({ sent: 0, retried: 1, failed: 0 })
  expect(await row()).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(30) })
  expect((await row())?.lastError).toContain('451')
  expect(refusing.received).toEqual([])

  // 2. The server is down: the connection is refused (nothing listens on port 9, discard).
  await refusing.close()
  run = runAgainst(CLOSED_PORT)
  expect(await run(at(10))).toEqual({ sent: 0, retried: 0, failed: 0 }) // not due yet
  expect(await run(at(30))).toEqual({ sent: 0, retried: 1, failed: 0 })
  expect(await row()).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: at(90) })
  expect((await row())?.lastError).toMatch(/ECONNREFUSED/)

  // 3. The server is back and accepts: the next due run delivers the email, exactly once.
  const accepting = await startSmtp({ accept: true })
  run = runAgainst(accepting.port)
  try {
    expect(await run(at(90))).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await run(at(3600))).toEqual({ sent: 0, retried: 0, failed: 0 })
    expect(accepting.received).toHaveLength(1)
    expect(subjectOf(accepting.received[0] ?? '')).toBe('Redefinição de senha - Vitrine')
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, sentAt: at(90) })
  } finally {
    await accepting.close()
  }
})
