import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from './order-status.ts'
import {
  nextUnitsState,
  parcelBackUnitsState,
  placedUnitsState,
  unitsMove,
  type UnitsState,
} from './order-units.ts'

const OFF_SHELF = (s: UnitsState) => (s === 'held' || s === 'shipped' ? 1 : 0)

describe('nextUnitsState', () => {
  it('returns held units when the order is cancelled before it ships, paid or not', () => {
    for (const from of ['pendente', 'processando', 'pago'] as const) {
      const held = nextUnitsState('held', from)
      expect(held).toBe('held')
      expect(nextUnitsState(held, 'cancelado')).toBe('returned')
      expect(unitsMove(held, 'returned')).toBe('cancel')
    }
  })

  it('brings nothing back when a shipped order is cancelled', () => {
    expect(nextUnitsState('shipped', 'cancelado')).toBe('shipped')
    expect(unitsMove('shipped', 'shipped')).toBeNull()
  })

  it('takes returned units again when the order leaves cancelado, whatever the new status', () => {
    for (const to of ORDER_STATUSES.filter((s) => s !== 'cancelado')) {
      expect(unitsMove('returned', nextUnitsState('returned', to))).toBe('reopen')
    }
  })

  it('never moves made-to-order units', () => {
    for (const to of ORDER_STATUSES) expect(nextUnitsState('none', to)).toBe('none')
    expect(placedUnitsState(true)).toBe('none')
    expect(placedUnitsState(false)).toBe('held')
  })

  it('counts each unit once off the shelf for any sequence of statuses', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ORDER_STATUSES), { maxLength: 30 }), (path) => {
        let state: UnitsState = 'held'
        let shelf = 0 // units back on the shelf through the ledger
        for (const to of path) {
          const next = nextUnitsState(state, to)
          const move = unitsMove(state, next)
          if (move === 'cancel') shelf += 1
          if (move === 'reopen') shelf -= 1
          state = next
          // One unit sold: it is either off the shelf (held or shipped) or back on it, never both.
          expect(OFF_SHELF(state) + shelf).toBe(1)
          if (to === 'cancelado') expect(state).not.toBe('held')
        }
      }),
    )
  })
})

describe('parcelBackUnitsState', () => {
  it("puts only shipped units back ('Produto devolvido'); the rest stay where they are", () => {
    expect(parcelBackUnitsState('shipped')).toBe('returned')
    for (const state of ['held', 'returned', 'none'] as const) {
      expect(parcelBackUnitsState(state)).toBe(state)
    }
  })

  it('returned units are taken again when the order moves on, as any reopening', () => {
    expect(unitsMove('returned', nextUnitsState('returned', 'enviado'))).toBe('reopen')
    expect(nextUnitsState('returned', 'cancelado')).toBe('returned')
  })
})
