// The child process that processes photos (photo-processor.ts starts it): sharp and libvips live
// here, at the lowest CPU priority, and so do the photo's bytes (it writes the files itself), so a
// photo never slows a page view nor stays in the shop's memory, and a file that crashes the
// decoder crashes only this process.
import { DiskMediaStore } from './media-store.ts'
import { processPhoto } from './photo-pipeline.ts'
import { PhotoRejected, type StoredPhoto } from './processed-photo.ts'

export interface PhotoJob {
  inputPath: string
  /** MEDIA_DIR: where the files go. */
  mediaDir: string
}

export type PhotoJobResult =
  | { ok: true; photo: StoredPhoto }
  | { ok: false; rejected: PhotoRejected['code'] | null; message: string }

/** Processes the photo and writes its files, one after the other. */
async function store(job: PhotoJob): Promise<StoredPhoto> {
  const { variants, ...photo } = await processPhoto(job.inputPath)
  const media = new DiskMediaStore(job.mediaDir)
  for (const variant of variants) await media.write(variant.file, variant.bytes)
  const bytes = variants.reduce((sum, v) => sum + v.bytes.length, 0)
  return { ...photo, bytes, files: variants.map((v) => v.file) }
}

process.on('message', (job: PhotoJob) => {
  store(job).then(
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
