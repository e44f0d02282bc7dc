import { vi } from 'vitest'
import { PHOTO_FIELD, photoAddress, photoPreviewUrl } from '#domain/photos.ts'
import type { UploadedPhoto } from '#web/features/admin/shell/photos/photo-upload.ts'

/** A photo's name as the pipeline gives it (32 hex digits), from a small number. */
export const photoName = (n: number) => n.toString(16).padStart(32, '0')

/** POST /api/admin/photos's answer for the photo named `name`. */
export function uploadedPhoto(name: string, widths = [320, 640, 960, 1280]): UploadedPhoto {
  const width = Math.max(...widths)
  return {
    name,
    width,
    height: Math.round((width * 3) / 4),
    widths,
    url: photoAddress(name, widths),
    previewUrl: photoPreviewUrl(name),
  }
}

/** A JPEG as the gallery hands it over (its bytes never matter here). */
export const jpeg = (name: string, size?: number) =>
  sized(new File(['jpeg'], name, { type: 'image/jpeg' }), size)

export function sized(file: File, size?: number): File {
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size })
  return file
}

/** One upload the page started: the test sends its progress and its answer. */
export interface FakeUpload {
  url: string
  file: File
  /** The page gave up on it (the photo removed, the form gone). */
  aborted: boolean
  /** Answered, or its connection lost. */
  settled: boolean
  /** `loaded` of `total` bytes sent. */
  progress: (loaded: number, total?: number) => void
  /** 201 with the photo. */
  succeed: (photo: UploadedPhoto) => void
  /** An error answer, as the server's error handler writes it. */
  refuse: (status: number, error: { code: string; message: string }) => void
  /** The connection dropped: no answer at all. */
  loseConnection: () => void
}

/**
 * Stands in for XMLHttpRequest, which the photo upload uses (fetch reports no upload progress).
 * Every upload waits for the test to answer it, unless `answer` does (called as each starts).
 */
export function fakePhotoUploads(answer?: (upload: FakeUpload, index: number) => void) {
  const uploads: FakeUpload[] = []

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget()
    status = 0
    responseText = ''
    private url = ''
    private fake?: FakeUpload

    open(_method: string, url: string) {
      this.url = url
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null
    }
    abort() {
      if (this.fake) this.fake.aborted = true
      this.dispatchEvent(new Event('abort'))
    }
    send(body: FormData) {
      const done = () => {
        const open = !fake.aborted && !fake.settled
        fake.settled = true
        return open
      }
      const finish = (status: number, payload: unknown) => {
        if (!done()) return
        this.status = status
        this.responseText = JSON.stringify(payload)
        this.dispatchEvent(new Event('load'))
      }
      const fake: FakeUpload = {
        url: this.url,
        file: body.get(PHOTO_FIELD) as File,
        aborted: false,
        settled: false,
        progress: (loaded, total = 100) => {
          const event = new ProgressEvent('progress', { lengthComputable: true, loaded, total })
          this.upload.dispatchEvent(event)
        },
        succeed: (photo) => finish(201, { photo }),
        refuse: (status, error) => finish(status, { error }),
        loseConnection: () => done() && this.dispatchEvent(new Event('error')),
      }
      this.fake = fake
      uploads.push(fake)
      const index = uploads.length - 1
      if (answer) queueMicrotask(() => answer(fake, index))
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest)
  return {
    uploads,
    /** The uploads still waiting for their answer. */
    inFlight: () => uploads.filter((upload) => !upload.aborted && !upload.settled),
  }
}

/** Answers every upload at once with a photo named after its place (1, 2, ...). */
export const succeedEach = (upload: FakeUpload, index: number) =>
  upload.succeed(uploadedPhoto(photoName(index + 1)))
