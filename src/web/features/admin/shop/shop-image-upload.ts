import { useEffect, useRef, useState } from 'react'
import {
  PhotoUploadError,
  UPLOAD_MESSAGES,
  uploadPhoto,
  type UploadedPhoto,
} from '#web/features/admin/shell/photos/photo-upload.ts'

export interface ImageUpload {
  /** From 0 to 1 while a file is on its way; null otherwise. */
  sent: number | null
  /** Why the last upload failed, in pt-BR; cleared when the next one starts. */
  error?: string
  start: (file: File) => void
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The shop image's upload: one file at a time (a newer choice cancels the one on its way), handed
 * to `onUploaded` once the server has processed it. Leaving the tab cancels it.
 */
export function useImageUpload(onUploaded: (photo: UploadedPhoto) => void): ImageUpload {
  const [sent, setSent] = useState<number | null>(null)
  const [error, setError] = useState<string>()
  const current = useRef<AbortController | null>(null)

  useEffect(() => () => current.current?.abort(), [])

  function start(file: File) {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setError(undefined)
    setSent(0)
    uploadPhoto(file, { onProgress: setSent, signal: controller.signal })
      .then(onUploaded)
      .catch((failure: unknown) => {
        if (isAbort(failure)) return
        setError(failure instanceof PhotoUploadError ? failure.message : UPLOAD_MESSAGES.failed)
      })
      .finally(() => {
        if (current.current !== controller) return
        current.current = null
        setSent(null)
      })
  }

  return { sent, error, start }
}
