import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Every saved version of the shop's freight rules (decision 054), apart from the settings' one
 * row so a freight save never refuses an identity save open in another tab. Never updated: a save
 * adds the next version (the one it loaded + 1; a stale tab's collides on the key and is refused).
 * No row is the default, free shipping for everyone (`DEFAULT_FREIGHT_RULES`, version 0). `rules`
 * is a FreightRules, read through its schema.
 */
export const freightRuleVersions = pgTable(
  'freight_rule_versions',
  {
    version: integer('version').primaryKey(),
    rules: jsonb('rules').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept beside the id: the history outlives a deleted account. */
    publishedByEmail: text('published_by_email'),
  },
  (t) => [check('freight_rule_versions_version_positive', sql`${t.version} > 0`)],
)
