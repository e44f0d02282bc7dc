/** spec.md section 9: the help index previews 3 questions per page. */
const HELP_PREVIEW_QUESTIONS = 3

// The only shape a help page's slug may have (schemas/help-page.ts checks it on save).
const HELP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether `slug` could name a help page at all; others need not be looked up. */
export function isHelpSlug(slug: string): boolean {
  return HELP_SLUG.test(slug)
}

/** '1 dúvida', '3 dúvidas' */
export function questionCount(count: number): string {
  return `${count} ${count === 1 ? 'dúvida' : 'dúvidas'}`
}

/** The questions a help index card shows and how many it leaves out. */
export function questionPreview<T>(questions: readonly T[]): { shown: T[]; hidden: number } {
  return {
    shown: questions.slice(0, HELP_PREVIEW_QUESTIONS),
    hidden: Math.max(0, questions.length - HELP_PREVIEW_QUESTIONS),
  }
}

/** spec.md '+ N mais dúvida(s)': '+ 1 mais dúvida', '+ 4 mais dúvidas'. */
export function moreQuestions(hidden: number): string {
  return `+ ${hidden} mais ${hidden === 1 ? 'dúvida' : 'dúvidas'}`
}
