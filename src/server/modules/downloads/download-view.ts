import { invalid, notFound } from '#domain/errors.ts'
import { DOWNLOAD_MESSAGES } from '#domain/schemas/download.ts'
import type { DownloadRow, MoveResult } from './download-repository.ts'

/** A download as the API sends it. */
export function toDownload(row: DownloadRow) {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export const downloadNotFound = () => notFound('download-not-found', DOWNLOAD_MESSAGES.notFound)

/** The error for a move that did not happen. */
export function moveError(result: Exclude<MoveResult, 'moved'>) {
  switch (result) {
    case 'not-found':
      return downloadNotFound()
    case 'already-first':
      return invalid('already-first', DOWNLOAD_MESSAGES.alreadyFirst)
    case 'already-last':
      return invalid('already-last', DOWNLOAD_MESSAGES.alreadyLast)
  }
}
