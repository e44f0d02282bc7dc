import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Every published version of the shop's policies (decision 038): privacy, terms of sale, exchanges and
 * returns. Never updated: a save in the panel adds the next version, and an order records the
 * versions in force (orders.policy_versions), each readable at '/termos?versao=N'. Version 1 of
 * each is the shop's default text, written at the first start (#domain/policy-defaults.ts).
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    /** As the owner wrote it: placeholders ('{razao_social}') are filled when it is shown. */
    text: text('text').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept beside the id: the history outlives a deleted account. Null for the default text. */
    publishedByEmail: text('published_by_email'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.version] }),
    check(
      'policy_versions_kind',
      sql`${t.kind} in ('privacidade', 'termos', 'trocas-e-devolucoes')`,
    ),
    check('policy_versions_version_positive', sql`${t.version} > 0`),
  ],
)
