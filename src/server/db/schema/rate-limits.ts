import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Fixed-window counters, in the database so every app instance counts the same attempts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** Failure counters (sign-in): the key is refused until then (#domain/login-throttle.ts). */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
})
