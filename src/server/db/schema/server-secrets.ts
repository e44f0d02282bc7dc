import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Keys the shop signs with, made by the migration that adds each one (random, in the database),
 * so every instance on one database signs alike and a fresh install needs no setting for them.
 * Never sent to a client.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
