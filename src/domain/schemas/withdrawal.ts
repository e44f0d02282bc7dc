import { z } from 'zod'
import { WITHDRAWAL_MESSAGES } from '#domain/orders/withdrawal-messages.ts'
import { WITHDRAWAL_REASON_MAX } from '#domain/orders/withdrawal.ts'

/** 'Desistir da compra': the optional reason, trimmed; blank is none. */
export const withdrawalRequestSchema = z.object({
  reason: z
    .string({ error: WITHDRAWAL_MESSAGES.reasonInvalid })
    .trim()
    .max(WITHDRAWAL_REASON_MAX, { error: WITHDRAWAL_MESSAGES.reasonTooLong })
    .optional()
    .transform((reason) => reason || null),
})
export type WithdrawalRequest = z.output<typeof withdrawalRequestSchema>
