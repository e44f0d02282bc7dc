import { describe, expect, it } from 'vitest'
import type { OrderStatus, StatusActor } from './order-status.ts'
import { customerTimeline, type StatusHistoryEntry } from './order-timeline.ts'

const PLACED = '2026-11-01T12:00:00.000Z'
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T12:00:00.000Z`

function history(...changes: [OrderStatus, number, StatusActor?][]): StatusHistoryEntry[] {
  return changes.map(([toStatus, d, actor]) => ({ toStatus, at: day(d), actor: actor ?? 'owner' }))
}

/** step:date for the steps done, step:- for those ahead; * marks the current one. */
function summary(status: OrderStatus, h: StatusHistoryEntry[], shippingDate: string | null = null) {
  return customerTimeline({ status, createdAt: PLACED, history: h, shippingDate }).map(
    (e) => `${e.step}:${e.done ? (e.at ? e.at.slice(8, 10) : '?') : '-'}${e.current ? '*' : ''}`,
  )
}

describe('customerTimeline', () => {
  it('shows a new order placed, with the steps still ahead', () => {
    expect(summary('pendente', history(['pendente', 1, 'customer']))).toEqual([
      'placed:01*',
      'paid:-',
      'shipped:-',
      'delivered:-',
    ])
  })

  it('dates each step the first time the order reached it', () => {
    const h = history(
      ['processando', 1, 'customer'],
      ['pago', 2, 'payment_provider'],
      ['enviado', 4],
    )
    expect(summary('enviado', h)).toEqual(['placed:01', 'paid:02', 'shipped:04*', 'delivered:-'])
  })

  it('never stutters when the owner toggles a status back and forth', () => {
    const h = history(['pendente', 1], ['pago', 2], ['enviado', 3], ['pago', 4], ['enviado', 5])
    expect(summary('enviado', h)).toEqual(['placed:01', 'paid:02', 'shipped:03*', 'delivered:-'])
    // Moved back to pago: shipped is ahead again.
    expect(summary('pago', h.slice(0, 4))).toEqual([
      'placed:01',
      'paid:02*',
      'shipped:-',
      'delivered:-',
    ])
  })

  it('marks a delivery by the 30-day check as assumed, and one by the owner as not', () => {
    const byJob = history(['pago', 2], ['enviado', 3], ['entregue', 33, 'job'])
    const entries = customerTimeline({
      status: 'entregue',
      createdAt: PLACED,
      history: byJob,
      shippingDate: null,
    })
    expect(entries.at(-1)).toMatchObject({ step: 'delivered', current: true, assumed: true })
    const byOwner = history(['pago', 2], ['enviado', 3], ['entregue', 9])
    expect(
      customerTimeline({
        status: 'entregue',
        createdAt: PLACED,
        history: byOwner,
        shippingDate: null,
      }).at(-1),
    ).toMatchObject({ step: 'delivered', assumed: false })
  })

  it('shows a step skipped over as done without a date', () => {
    expect(summary('enviado', history(['pendente', 1], ['enviado', 3]))).toEqual([
      'placed:01',
      'paid:?',
      'shipped:03*',
      'delivered:-',
    ])
  })

  it('shows a cancelled order as far as it got, then cancelled, and nothing ahead', () => {
    expect(summary('cancelado', history(['pendente', 1], ['cancelado', 3]))).toEqual([
      'placed:01',
      'cancelled:03*',
    ])
    expect(summary('cancelado', history(['pago', 2], ['enviado', 3], ['cancelado', 6]))).toEqual([
      'placed:01',
      'paid:02',
      'shipped:03',
      'cancelled:06*',
    ])
  })

  it('starts again after a cancelled order is reopened by a payment', () => {
    const h = history(
      ['pendente', 1],
      ['pago', 2],
      ['cancelado', 3],
      ['pago', 5, 'payment_provider'],
    )
    expect(summary('pago', h)).toEqual(['placed:01', 'paid:05*', 'shipped:-', 'delivered:-'])
    // Cancelled a second time: the run between the two cancellations.
    expect(summary('cancelado', [...h, ...history(['cancelado', 7])])).toEqual([
      'placed:01',
      'paid:05',
      'cancelled:07*',
    ])
  })

  it('reads an order from before the history existed from its status and shipping date', () => {
    expect(summary('enviado', [], day(4))).toEqual([
      'placed:01',
      'paid:?',
      'shipped:04*',
      'delivered:-',
    ])
    expect(summary('cancelado', [])).toEqual(['placed:01', 'cancelled:?*'])
  })
})
