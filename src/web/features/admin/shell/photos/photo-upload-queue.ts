import type { UploadedPhoto } from './photo-upload.ts'

/** The server processes one photo at a time: meanwhile a second one is already on its way. */
export const UPLOADS_AT_ONCE = 2

type Upload = (
  file: File,
  options: { onProgress: (sent: number) => void; signal: AbortSignal },
) => Promise<UploadedPhoto>

export interface UploadEvents {
  onStart: () => void
  onProgress: (sent: number) => void
  onDone: (photo: UploadedPhoto) => void
  onFail: (error: unknown) => void
}

interface Job {
  key: string
  file: File
  events: UploadEvents
}

/**
 * Uploads in the order given, `limit` at a time. A cancelled job (the photo removed, the form gone)
 * is dropped from the line or aborted, and tells nothing more.
 */
export function createUploadQueue(upload: Upload, limit = UPLOADS_AT_ONCE) {
  const waiting: Job[] = []
  const running = new Map<string, AbortController>()

  function start({ key, file, events }: Job) {
    const controller = new AbortController()
    running.set(key, controller)
    const live = () => !controller.signal.aborted
    events.onStart()
    upload(file, {
      signal: controller.signal,
      onProgress: (sent) => live() && events.onProgress(sent),
    })
      .then(
        (photo) => live() && events.onDone(photo),
        (error: unknown) => live() && events.onFail(error),
      )
      .finally(() => {
        if (running.get(key) === controller) running.delete(key)
        pump()
      })
  }

  function pump() {
    while (running.size < limit && waiting.length > 0) start(waiting.shift()!)
  }

  function cancel(key: string) {
    const index = waiting.findIndex((job) => job.key === key)
    if (index >= 0) waiting.splice(index, 1)
    running.get(key)?.abort()
    running.delete(key)
    pump()
  }

  return {
    enqueue(key: string, file: File, events: UploadEvents) {
      waiting.push({ key, file, events })
      pump()
    },
    cancel,
    cancelAll() {
      waiting.length = 0
      for (const key of [...running.keys()]) cancel(key)
    },
  }
}

export type UploadQueue = ReturnType<typeof createUploadQueue>
