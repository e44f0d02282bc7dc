import { describe, expect, it } from 'vitest'
import {
  CARD_EXPIRY_GRACE_MS,
  cardExpiresAt,
  cardExpiryStep,
  type CardExpiryState,
} from './card-expiry.ts'

const END = new Date('2026-11-27T12:00:00.000Z')
const at = (ms: number) => new Date(END.getTime() + ms)
const card: CardExpiryState = {
  status: 'processando',
  paymentMethod: 'mercadopago',
  paymentStatus: 'pendente',
  cardExpiresAt: END,
  preferenceExpiredAt: null,
}

describe('cardExpiryStep', () => {
  it('cancels an unpaid card order once its preference ended and the grace passed, not before', () => {
    expect(cardExpiryStep(card, at(-1))).toBeNull()
    expect(cardExpiryStep(card, at(CARD_EXPIRY_GRACE_MS - 1))).toBeNull()
    expect(cardExpiryStep(card, at(CARD_EXPIRY_GRACE_MS))).toBe('cancel')
    for (const paymentStatus of ['rejected', 'cancelled', 'pendente']) {
      expect(cardExpiryStep({ ...card, paymentStatus }, at(CARD_EXPIRY_GRACE_MS))).toBe('cancel')
    }
  })

  it('never cancels an order with money taken or under review', () => {
    for (const paymentStatus of ['approved', 'pending', 'in_process', 'authorized']) {
      expect(cardExpiryStep({ ...card, paymentStatus }, at(CARD_EXPIRY_GRACE_MS * 10))).toBeNull()
    }
  })

  it('leaves alone orders placed before card orders expired, PIX orders and recorded ends', () => {
    const late = at(CARD_EXPIRY_GRACE_MS * 10)
    expect(cardExpiryStep({ ...card, cardExpiresAt: null }, late)).toBeNull()
    expect(cardExpiryStep({ ...card, paymentMethod: 'pix' }, late)).toBeNull()
    expect(cardExpiryStep({ ...card, preferenceExpiredAt: END }, late)).toBeNull()
  })

  it('ends the preference of a cancelled order while it still takes payments, then only records it', () => {
    const cancelled = { ...card, status: 'cancelado' as const }
    expect(cardExpiryStep(cancelled, at(-1))).toBe('end-preference')
    expect(cardExpiryStep(cancelled, END)).toBe('mark-ended')
    // A paid order's preference is left to end by itself, then recorded.
    const paid = { ...card, status: 'pago' as const, paymentStatus: 'approved' }
    expect(cardExpiryStep(paid, at(-1))).toBeNull()
    expect(cardExpiryStep(paid, END)).toBe('mark-ended')
  })

  it('puts the end CARD_EXPIRY_MINUTES after the preference is made', () => {
    expect(cardExpiresAt(END, 60).toISOString()).toBe('2026-11-27T13:00:00.000Z')
  })
})
