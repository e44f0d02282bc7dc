import { z } from 'zod'
import { isHelpSlug } from '#domain/help-centre.ts'
import { youtubeVideoId } from '#domain/youtube.ts'
import { requiredText } from './fields.ts'

/** spec.md section 5 'Help page form' and section 8 'Help pages'. */
export const HELP_MESSAGES = {
  title: 'Título é obrigatório',
  slug: 'Slug é obrigatório',
  slugInvalid: 'Use apenas letras minúsculas, números e hífens no slug.',
  slugReserved: 'Este endereço já é usado pela loja. Escolha outro slug.',
  slugTaken: 'Já existe uma página de ajuda com este slug.',
  question: 'Texto da dúvida é obrigatório',
  youtubeRequired: 'Link do YouTube é obrigatório',
  youtubeInvalid: 'URL do YouTube inválida',
  atLeastOne: 'Adicione pelo menos uma dúvida.',
  notFound: 'Página não encontrada',
  deleteConfirm: 'Tem certeza que deseja excluir esta página de ajuda?',
  loadFailed: 'Erro ao carregar páginas de ajuda',
  createFailed: 'Erro ao criar página de ajuda',
  updateFailed: 'Erro ao atualizar página de ajuda',
  deleteFailed: 'Erro ao excluir página de ajuda',
} as const

/**
 * First path segments the shop itself uses: a help page there would be shadowed by (or shadow) a
 * real screen or file. Slugs cannot hold dots, so files at the root ('favicon.svg') never clash.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'access-link',
  'admin',
  'api',
  'assets',
  'baixar',
  'cart',
  'checkout',
  'demo',
  'duvidas',
  'login',
  'media',
  'orders',
  // The policies' pages (decision 038; migration 0023 moved a help page that had one aside).
  'privacidade',
  'product',
  'profile',
  'register',
  'reset-password',
  'termos',
  'trocas-e-devolucoes',
])

/**
 * The slug derived from a title while creating (spec.md section 5): lower case, accents removed,
 * other non-alphanumerics removed, spaces to hyphens, repeated hyphens collapsed (and none at the ends).
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}

// Blank is already 'Slug é obrigatório': one message per problem.
export const slugSchema = requiredText(HELP_MESSAGES.slug, 100)
  .refine((slug) => slug === '' || isHelpSlug(slug), { error: HELP_MESSAGES.slugInvalid })
  .refine((slug) => !RESERVED_SLUGS.has(slug), { error: HELP_MESSAGES.slugReserved })

const helpQuestionSchema = z.object({
  question: requiredText(HELP_MESSAGES.question, 300),
  youtubeUrl: requiredText(HELP_MESSAGES.youtubeRequired, 500).refine(
    (url) => url === '' || youtubeVideoId(url) !== undefined,
    { error: HELP_MESSAGES.youtubeInvalid },
  ),
})

/** What the admin sends to create or update a help page; questions in the order shown. */
export const helpPageInputSchema = z.object({
  title: requiredText(HELP_MESSAGES.title, 200),
  slug: slugSchema,
  questions: z
    .array(helpQuestionSchema, { error: HELP_MESSAGES.atLeastOne })
    .min(1, { error: HELP_MESSAGES.atLeastOne })
    .max(100, { error: 'No máximo 100 dúvidas por página.' }),
})
export type HelpPageInput = z.output<typeof helpPageInputSchema>
