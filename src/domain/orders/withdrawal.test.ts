import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from './order-status.ts'
import { shippingFacts } from './withdrawal-history.ts'
import { withdrawalDeadline, withdrawalView, type WithdrawalFacts } from './withdrawal.ts'

const at = (iso: string) => new Date(iso)
const base: WithdrawalFacts = {
  status: 'enviado',
  shippedAt: at('2026-12-01T15:00:00-03:00'),
  deliveredByOwnerAt: null,
  requestedAt: null,
  mode: null,
  customWork: false,
  productionStartedAt: null,
}

describe('withdrawalDeadline', () => {
  it('is 7 days after the shipping date + 10, to the end of that day in Brasília', () => {
    // Shipped 01/12 at 15:00 (Brasília): received on 11/12, the 7 days end 18/12 at 23:59:59.999.
    expect(withdrawalDeadline(base)?.toISOString()).toBe('2026-12-19T02:59:59.999Z')
  })

  it('counts the day in Brasília, not in UTC: shipped at 22:30 on the 1st is still the 1st', () => {
    const late = { ...base, shippedAt: at('2026-12-01T22:30:00-03:00') }
    expect(withdrawalDeadline(late)?.toISOString()).toBe('2026-12-19T02:59:59.999Z')
  })

  it("takes the owner's 'entregue' when it ends later, never when it would end sooner", () => {
    const early = { ...base, deliveredByOwnerAt: at('2026-12-03T10:00:00-03:00') }
    expect(withdrawalDeadline(early)?.toISOString()).toBe('2026-12-19T02:59:59.999Z')
    const late = { ...base, deliveredByOwnerAt: at('2026-12-20T10:00:00-03:00') }
    expect(withdrawalDeadline(late)?.toISOString()).toBe('2026-12-28T02:59:59.999Z')
  })

  it('is unknown without any date (then the customer is not refused on a guess)', () => {
    const unknown = { ...base, shippedAt: null }
    expect(withdrawalDeadline(unknown)).toBeNull()
    expect(withdrawalView(unknown, at('2027-06-01T00:00:00Z'))).toEqual({
      state: 'available',
      mode: 'return',
      until: null,
    })
  })

  it('never ends before 17 whole days after shipping, whatever the dates (property)', () => {
    const date = fc.date({
      min: new Date('2024-01-01'),
      max: new Date('2030-01-01'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(date, fc.option(date), (shippedAt, delivered) => {
        const end = withdrawalDeadline({ shippedAt, deliveredByOwnerAt: delivered })!
        expect(end.getTime()).toBeGreaterThanOrEqual(shippedAt.getTime() + 17 * 86_400_000)
        if (delivered) {
          expect(end.getTime()).toBeGreaterThanOrEqual(delivered.getTime() + 7 * 86_400_000)
        }
      }),
    )
  })
})

describe('withdrawalView', () => {
  const now = at('2026-12-10T12:00:00-03:00')

  it('before shipping: a cancellation, with no deadline', () => {
    for (const status of ['pendente', 'processando', 'pago'] as const) {
      expect(withdrawalView({ ...base, status, shippedAt: null }, now)).toEqual({
        state: 'available',
        mode: 'cancel',
        until: null,
      })
    }
  })

  it('after shipping: a return until the deadline, closed one millisecond after', () => {
    expect(withdrawalView(base, now)).toEqual({
      state: 'available',
      mode: 'return',
      until: '2026-12-19T02:59:59.999Z',
    })
    expect(withdrawalView(base, at('2026-12-19T02:59:59.999Z')).state).toBe('available')
    expect(withdrawalView(base, at('2026-12-19T03:00:00.000Z'))).toEqual({
      state: 'closed',
      until: '2026-12-19T02:59:59.999Z',
    })
  })

  it('asked once stays asked, whatever the status; a cancelled order has nothing to withdraw', () => {
    const requestedAt = at('2026-12-05T09:00:00-03:00')
    for (const status of ORDER_STATUSES) {
      expect(withdrawalView({ ...base, status, requestedAt, mode: 'return' }, now)).toEqual({
        state: 'requested',
        mode: 'return',
        at: requestedAt.toISOString(),
      })
    }
    expect(withdrawalView({ ...base, status: 'cancelado' }, now)).toEqual({
      state: 'closed',
      until: null,
    })
  })

  it("custom work: open until 'Produção iniciada', then explained", () => {
    const custom = { ...base, status: 'pago' as const, shippedAt: null, customWork: true }
    expect(withdrawalView(custom, now).state).toBe('available')
    const started = at('2026-12-04T08:00:00-03:00')
    expect(withdrawalView({ ...custom, productionStartedAt: started }, now)).toEqual({
      state: 'production-started',
      at: started.toISOString(),
    })
  })
})

describe('shippingFacts', () => {
  const history = [
    { toStatus: 'enviado' as const, actor: 'owner' as const, at: at('2026-12-01T10:00:00Z') },
    { toStatus: 'entregue' as const, actor: 'job' as const, at: at('2026-12-31T10:00:00Z') },
  ]

  it("reads the shipping date, or the move to 'enviado'; never the 30-day job's 'entregue'", () => {
    expect(shippingFacts(null, history)).toEqual({
      shippedAt: at('2026-12-01T10:00:00Z'),
      deliveredByOwnerAt: null,
    })
    const owner = [
      ...history,
      { toStatus: 'entregue' as const, actor: 'owner' as const, at: at('2027-01-02T10:00:00Z') },
    ]
    expect(shippingFacts(at('2026-12-02T10:00:00Z'), owner)).toEqual({
      shippedAt: at('2026-12-02T10:00:00Z'),
      deliveredByOwnerAt: at('2027-01-02T10:00:00Z'),
    })
  })
})
