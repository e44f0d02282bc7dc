import type { z } from 'zod'
import { downloadInputSchema } from '#domain/schemas/download.ts'
import type { AdminDownload } from './download-queries.ts'

/**
 * The 'Novo Download' form is checked by the server's own schema and messages; a blank
 * 'Informações' leaves it as null, which is what is sent.
 */
export const downloadFormSchema = downloadInputSchema

export type DownloadFormValues = z.input<typeof downloadFormSchema>

export const EMPTY_DOWNLOAD_FORM: DownloadFormValues = { title: '', url: '', description: '' }

/** A download as the form shows it for editing: no description is an empty field. */
export function downloadFormValues(download: AdminDownload): DownloadFormValues {
  return {
    title: download.title,
    url: download.url,
    description: download.description ?? '',
  }
}
