import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { addressColumns } from './address-columns.ts'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored trimmed and lower-cased; the unique index makes that the identity.
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt.desc()),
    // The owner's emails go to the admin accounts, looked up with every order: a few rows.
    index('users_admins_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isAdmin}`),
    // The owner's order search finds orders by the buyer's email (ILIKE '%text%'), by pg_trgm;
    // skipped by migration 0009 where the extension is missing.
    index('users_email_search_idx')
      .using('gin', t.email.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // false = ends with the browser ('Lembrar-me' unticked); true = 30 days.
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
)

/** The customer's saved delivery address, one per user (the spec kept it in the browser). */
export const userAddresses = pgTable('user_addresses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...addressColumns(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})

/**
 * One-time sign-in links, only the SHA-256 of each token kept (decision 047): 'Receber link de
 * acesso por email' for a device refused because of failures from elsewhere ('access', 15
 * minutes), and the invitation a new client gets with a project made for them ('invitation', 7
 * days). Each kind opens only through its own route.
 */
export const accessLinks = pgTable(
  'access_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['access', 'invitation'] })
      .notNull()
      .default('access'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_links_user_id_idx').on(t.userId),
    check('access_links_purpose_check', sql`${t.purpose} in ('access', 'invitation')`),
  ],
)

/**
 * One row per change of an account's admin role in 'Usuários' (decision 043): whose, to what, who
 * changed it and when. E-mails are kept too: the row outlives a deleted account.
 */
export const userRoleChanges = pgTable(
  'user_role_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    /** true: made an admin; false: the role taken back. */
    isAdmin: boolean('is_admin').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByEmail: text('changed_by_email').notNull(),
  },
  (t) => [index('user_role_changes_user_idx').on(t.userId, t.changedAt)],
)
