import type { z } from 'zod'
import { helpPageInputSchema } from '#domain/schemas/help-page.ts'
import type { HelpPage } from './help-page-queries.ts'

/**
 * The 'Ajuda/Instalação' form checks with the server's own schema, rules and messages; its output
 * is exactly what the server accepts.
 */
export const helpPageFormSchema = helpPageInputSchema

export type HelpPageFormValues = z.input<typeof helpPageFormSchema>

export const EMPTY_QUESTION: HelpPageFormValues['questions'][number] = {
  question: '',
  youtubeUrl: '',
}

/** A new page starts with one question: a page always has at least one. */
export const EMPTY_HELP_PAGE_FORM: HelpPageFormValues = {
  title: '',
  slug: '',
  questions: [EMPTY_QUESTION],
}

/** A saved page as the form shows it for editing; the questions keep their order. */
export function helpPageFormValues(page: HelpPage): HelpPageFormValues {
  return {
    title: page.title,
    slug: page.slug,
    questions: page.questions.map(({ question, youtubeUrl }) => ({ question, youtubeUrl })),
  }
}

/** Server refusals that belong to one field, by their code. */
export const HELP_PAGE_FIELD_OF_CODE: Partial<Record<string, 'slug'>> = {
  'slug-taken': 'slug',
}
