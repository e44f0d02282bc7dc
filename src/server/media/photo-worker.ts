// The child process that processes photos (photo-processor.ts starts it): sharp and libvips live
// here, at the lowest CPU priority, so a photo never slows a page view nor stays in the shop's
// memory, and a file that crashes the decoder crashes only this process.
import { processPhoto } from './photo-pipeline.ts'
import { PhotoRejected, type ProcessedPhoto } from './processed-photo.ts'

export interface PhotoJob {
  inputPath: string
}

export type PhotoJobResult =
  | { ok: true; photo: ProcessedPhoto }
  | { ok: false; rejected: PhotoRejected['code'] | null; message: string }

process.on('message', (job: PhotoJob) => {
  processPhoto(job.inputPath).then(
    (photo) => process.send!({ ok: true, photo } satisfies PhotoJobResult),
    (error: unknown) =>
      process.send!({
        ok: false,
        rejected: error instanceof PhotoRejected ? error.code : null,
        message: String(error),
      } satisfies PhotoJobResult),
  )
})

// The shop went away: so does its worker.
process.on('disconnect', () => process.exit(0))
