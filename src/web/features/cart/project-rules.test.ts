import { describe, expect, it } from 'vitest'
import {
  acceptedProjectsCents,
  awaitsTerms,
  CHECKOUT_BLOCKS,
  checkoutBlock,
} from './project-rules.ts'

const accepted = { priceCents: 25000, termsAccepted: true }
const awaiting = { priceCents: 10000, termsAccepted: false }

describe('acceptedProjectsCents', () => {
  it('sums the accepted projects only', () => {
    expect(acceptedProjectsCents([accepted, awaiting, { ...accepted, priceCents: 1 }])).toBe(25001)
    expect(acceptedProjectsCents([awaiting])).toBe(0)
    expect(acceptedProjectsCents([])).toBe(0)
  })
})

describe('awaitsTerms', () => {
  it('is true while any project awaits acceptance', () => {
    expect(awaitsTerms([accepted, awaiting])).toBe(true)
    expect(awaitsTerms([accepted])).toBe(false)
    expect(awaitsTerms([])).toBe(false)
  })
})

describe('checkoutBlock', () => {
  const state = { unavailableLines: false, buyableLines: 0, projects: [] }

  it('holds checkout while an unavailable line is in the cart', () => {
    expect(checkoutBlock({ ...state, unavailableLines: true, buyableLines: 1 })).toBe(
      CHECKOUT_BLOCKS.unavailable,
    )
  })

  it('holds checkout when only projects awaiting the terms remain', () => {
    expect(checkoutBlock({ ...state, projects: [awaiting] })).toBe(CHECKOUT_BLOCKS.awaitingTerms)
  })

  it('lets the regular lines or an accepted project be bought beside awaiting projects', () => {
    expect(checkoutBlock({ ...state, buyableLines: 1, projects: [awaiting] })).toBeNull()
    expect(checkoutBlock({ ...state, projects: [awaiting, accepted] })).toBeNull()
    expect(checkoutBlock({ ...state, buyableLines: 2 })).toBeNull()
  })
})
