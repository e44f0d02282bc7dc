import { notFound } from '#domain/errors.ts'
import { HELP_MESSAGES } from '#domain/schemas/help-page.ts'
import type { HelpPageRow } from './help-page-repository.ts'

/** A help page as the API sends it. */
export function toHelpPage(row: HelpPageRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    questions: row.questions.map((q) => ({
      id: q.id,
      question: q.question,
      youtubeUrl: q.youtubeUrl,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export const helpPageNotFound = () => notFound('help-page-not-found', HELP_MESSAGES.notFound)
