import type { HelpPageInput } from '#domain/schemas/help-page.ts'
import data from './demo-help-pages.json' with { type: 'json' }

/**
 * The demo help centre, newest first: the seed gives the first entry the most recent created_at.
 * The video ids are well-formed placeholders (the shop runs offline); the admin replaces them.
 */
export const demoHelpPages: readonly HelpPageInput[] = data
