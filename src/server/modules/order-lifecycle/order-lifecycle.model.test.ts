import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from '#server/modules/accounts/ensure-admin.ts'
import { sequenceArb } from '#server/testing/ledger-model-actions.ts'
import { LedgerModel } from '#server/testing/ledger-model.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'
import { TestClient } from '#server/testing/test-client.ts'

/**
 * Decision 011's proof by model: random sequences of orders, owner status changes, deletes, tracking
 * codes, stale product saves, payment approvals, refunds and cancels, with the books checked after
 * every step. PGlite runs one transaction at a time, so there the steps run one by one; on
 * PostgreSQL (DATABASE_URL) each step is a batch of up to 3 actions sent at once, so their
 * transactions really interleave. A fixed seed, then a printed random one (LEDGER_SEED replays it).
 */
const concurrent = Boolean(process.env.DATABASE_URL)
const RUNS = 50
const randomSeed = process.env.LEDGER_SEED
  ? Number.parseInt(process.env.LEDGER_SEED, 10)
  : Math.floor(Math.random() * 2 ** 31)
const SEEDS = [2026, randomSeed]

const batches = sequenceArb(concurrent ? 3 : 1)

let t: TestApp
let model: LedgerModel
let steps = 0
beforeAll(async () => {
  t = await createTestApp()
  await ensureAdmin(t.database.db, { email: 'dona@vitrine.test', password: 'dona-123' })
  const admin = new TestClient(t)
  await admin.post('/api/auth/login', { email: 'dona@vitrine.test', password: 'dona-123' })
  const customers = [new TestClient(t), new TestClient(t)] as [TestClient, TestClient]
  for (const [i, c] of customers.entries()) {
    await c.post('/api/auth/checkout', { email: `modelo${i}@exemplo.com`, password: 'modelo-123' })
  }
  model = new LedgerModel({ db: t.database.db, config: t.config, admin, customers })
})
afterAll(async () => {
  console.info(
    `[ledger model] ${concurrent ? 'PostgreSQL, concurrent batches' : 'PGlite, sequential'}; ` +
      `seeds ${SEEDS.join(', ')} (replay the random one with LEDGER_SEED=${randomSeed}); ` +
      `${RUNS} sequences per seed, ${steps} steps, invariants checked after each; answers: ` +
      [...model.outcomes]
        .sort()
        .map(([k, n]) => `${k} x${n}`)
        .join(', '),
  )
  await t.close()
})

describe('the stock books under random sequences of everything that moves units', () => {
  it.each(SEEDS)(
    'balance after every step (seed %i)',
    async (seed) => {
      await fc.assert(
        fc.asyncProperty(batches, async (sequence) => {
          await model.reset()
          for (const batch of sequence) {
            // Every action of the batch ends before the next step (or the next run's TRUNCATE).
            const settled = await Promise.allSettled(batch.map((action) => model.run(action)))
            const failed = settled.find((r) => r.status === 'rejected')
            if (failed) throw new Error(`after ${JSON.stringify(batch)}: ${String(failed.reason)}`)
            steps += 1
            const broken = await model.broken()
            if (broken.length > 0) {
              throw new Error(`after ${JSON.stringify(batch)}: ${broken.join('; ')}`)
            }
          }
        }),
        // Concurrent runs do not replay the same way: shrinking them would mislead.
        { numRuns: RUNS, seed, endOnFailure: concurrent },
      )
      expect(steps).toBeGreaterThan(0)
    },
    120_000,
  )
})
