import { z } from 'zod'
import { requiredText, webAddress } from './fields.ts'

/** spec.md section 5 'Download form' and section 8 'Downloads'. */
export const DOWNLOAD_MESSAGES = {
  title: 'Título é obrigatório',
  urlRequired: 'URL é obrigatória',
  urlInvalid: 'URL inválida',
  notFound: 'Download não encontrado',
  alreadyFirst: 'Este download já é o primeiro da lista.',
  alreadyLast: 'Este download já é o último da lista.',
  empty: 'Nenhum download disponível',
  loadFailed: 'Erro ao carregar downloads',
  createFailed: 'Erro ao criar download',
  updateFailed: 'Erro ao atualizar download',
  deleteFailed: 'Erro ao excluir download',
  moveFailed: 'Erro ao reordenar download',
} as const

/** What the admin sends to create or update a download; a blank description is none. */
export const downloadInputSchema = z.object({
  title: requiredText(DOWNLOAD_MESSAGES.title, 200),
  url: webAddress(DOWNLOAD_MESSAGES.urlRequired, DOWNLOAD_MESSAGES.urlInvalid),
  description: z
    .string({ error: 'Descrição inválida.' })
    .trim()
    .max(2000, { error: 'No máximo 2000 caracteres.' })
    .nullable()
    .optional()
    .transform((text) => text || null),
})
export type DownloadInput = z.output<typeof downloadInputSchema>

/** Moves a download one place: it swaps with its neighbour. */
export const moveDownloadSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Direção inválida.' }),
})
