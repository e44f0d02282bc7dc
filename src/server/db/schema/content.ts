import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export interface HelpQuestion {
  id: string
  question: string
  youtubeUrl: string
}

export const helpPages = pgTable('help_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  questions: jsonb('questions').$type<HelpQuestion[]>().notNull().default([]),
  /** Seeded demonstration data (as products.demo). */
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const downloads = pgTable(
  'downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    displayOrder: integer('display_order').notNull(),
    /** Seeded demonstration data (as products.demo). */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('downloads_display_order_idx').on(t.displayOrder)],
)
