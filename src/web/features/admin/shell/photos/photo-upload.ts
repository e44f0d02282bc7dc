import { PHOTO_FIELD, PHOTO_MESSAGES, type UploadedPhoto } from '#domain/photos.ts'
import { ApiError, withErrorCode } from '#web/lib/api-client.ts'

/** POST /api/admin/photos: one photo per request (photo-upload-routes.ts). */
export const PHOTO_UPLOAD_URL = '/api/admin/photos'

export const UPLOAD_MESSAGES = {
  network: 'Falha no envio. Verifique a conexão e tente novamente.',
  failed: 'Erro ao enviar a foto. Tente novamente.',
} as const

export type { UploadedPhoto }

/** A refused or lost upload, with the pt-BR reason shown beside its photo. */
export class PhotoUploadError extends Error {
  constructor(
    message: string,
    /** Another try may work (the connection, the server); a refused file would be refused again. */
    readonly retryable: boolean,
  ) {
    super(message)
    this.name = 'PhotoUploadError'
  }
}

interface UploadOptions {
  /** From 0 to 1, as the bytes leave the browser (the server then processes the photo). */
  onProgress?: (sent: number) => void
  signal?: AbortSignal
}

function readError(xhr: XMLHttpRequest): { code?: string; message?: string } | undefined {
  try {
    return (JSON.parse(xhr.responseText) as { error?: { code?: string; message?: string } }).error
  } catch {
    return undefined
  }
}

/** What an answer other than 201 means for the owner. */
function failureOf(xhr: XMLHttpRequest): PhotoUploadError {
  const error = readError(xhr)
  const { status } = xhr
  // A proxy's 413 has no JSON: the limit is the same one.
  if (status === 413) return new PhotoUploadError(error?.message ?? PHOTO_MESSAGES.tooLarge, false)
  if (status === 429) return new PhotoUploadError(error?.message ?? UPLOAD_MESSAGES.failed, true)
  if (status >= 400 && status < 500 && error?.message) {
    return new PhotoUploadError(error.message, false)
  }
  const requestId = xhr.getResponseHeader('X-Request-Id') ?? undefined
  const apiError = new ApiError(status, error?.code ?? 'http', UPLOAD_MESSAGES.failed, requestId)
  return new PhotoUploadError(withErrorCode(UPLOAD_MESSAGES.failed, apiError), true)
}

/**
 * Sends one photo as multipart/form-data through XMLHttpRequest, the one browser API that reports
 * an upload's progress (fetch reports none). Aborting rejects with an AbortError.
 */
export function uploadPhoto(file: File, { onProgress, signal }: UploadOptions = {}) {
  return new Promise<UploadedPhoto>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Envio cancelado', 'AbortError'))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open('POST', PHOTO_UPLOAD_URL)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      if (xhr.status !== 201) {
        reject(failureOf(xhr))
        return
      }
      try {
        resolve((JSON.parse(xhr.responseText) as { photo: UploadedPhoto }).photo)
      } catch {
        reject(new PhotoUploadError(UPLOAD_MESSAGES.failed, true))
      }
    })
    xhr.addEventListener('error', () => reject(new PhotoUploadError(UPLOAD_MESSAGES.network, true)))
    xhr.addEventListener('timeout', () =>
      reject(new PhotoUploadError(UPLOAD_MESSAGES.network, true)),
    )
    xhr.addEventListener('abort', () => reject(new DOMException('Envio cancelado', 'AbortError')))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const body = new FormData()
    body.append(PHOTO_FIELD, file, file.name || 'foto')
    xhr.send(body)
  })
}
