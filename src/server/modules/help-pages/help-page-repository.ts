import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { HelpPageInput } from '#domain/schemas/help-page.ts'
import type { Db } from '#server/db/client.ts'
import { isUuid } from '#server/db/ids.ts'
import { helpPages, type HelpQuestion } from '#server/db/schema/content.ts'

export type HelpPageRow = typeof helpPages.$inferSelect

/** The questions as stored: each gets a fresh id from the server, in the order sent. */
function withIds(questions: HelpPageInput['questions']): HelpQuestion[] {
  return questions.map((q) => ({
    id: randomUUID(),
    question: q.question,
    youtubeUrl: q.youtubeUrl,
  }))
}

/** Newest first. */
export function listHelpPages(db: Db) {
  return db.select().from(helpPages).orderBy(desc(helpPages.createdAt), desc(helpPages.id))
}

export async function findHelpPageBySlug(db: Db, slug: string): Promise<HelpPageRow | undefined> {
  const [row] = await db.select().from(helpPages).where(eq(helpPages.slug, slug)).limit(1)
  return row
}

export function countHelpPages(db: Db): Promise<number> {
  return db.$count(helpPages)
}

/**
 * Throws the database's unique violation when the slug is taken. `demo`: the seed's
 * demonstration page (the panel's 'Remover dados de demonstração' deletes it).
 */
export async function insertHelpPage(
  db: Db,
  input: HelpPageInput,
  createdAt = new Date(),
  { demo = false }: { demo?: boolean } = {},
): Promise<HelpPageRow> {
  const [row] = await db
    .insert(helpPages)
    .values({
      title: input.title,
      slug: input.slug,
      questions: withIds(input.questions),
      demo,
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
  if (!row) throw new Error('insert into help_pages returned no row')
  return row
}

/** Replaces the whole page; undefined when there is none. Unique violation when the slug is taken. */
export async function updateHelpPage(
  db: Db,
  id: string,
  input: HelpPageInput,
): Promise<HelpPageRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db
    .update(helpPages)
    .set({
      title: input.title,
      slug: input.slug,
      questions: withIds(input.questions),
      updatedAt: new Date(),
    })
    .where(eq(helpPages.id, id))
    .returning()
  return row
}

/** True when a row went. */
export async function deleteHelpPage(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const rows = await db
    .delete(helpPages)
    .where(eq(helpPages.id, id))
    .returning({ id: helpPages.id })
  return rows.length === 1
}
