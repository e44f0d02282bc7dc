import { PHOTO_MESSAGES } from '#domain/photos.ts'

// What processing a photo answers, apart from the pipeline itself (photo-pipeline.ts): the shop's
// process reads it without loading sharp, which runs in the photo worker (photo-processor.ts).

export interface PhotoVariant {
  /** `${name}-640.webp`, or `${name}-1200.jpg` for the link preview (1200: the box, not its width). */
  file: string
  width: number
  height: number
  bytes: Buffer
  /** The quality it was encoded at: the first of the ladder that fit 300 KB, or the last. */
  quality: number
}

export interface ProcessedPhoto {
  name: string
  /** The master's size: the upright photo, at most 1280 px wide. */
  width: number
  height: number
  /** The WebP widths (`variantWidths` of the master's width). */
  widths: number[]
  variants: PhotoVariant[]
}

export type RejectionCode = 'heic' | 'invalid' | 'too-many-pixels'

const REJECTION_MESSAGES: Record<RejectionCode, string> = {
  heic: PHOTO_MESSAGES.heic,
  invalid: PHOTO_MESSAGES.invalid,
  'too-many-pixels': PHOTO_MESSAGES.tooManyPixels,
}

/** An upload the shop will not take, with the pt-BR message its sender sees. */
export class PhotoRejected extends Error {
  constructor(
    readonly code: RejectionCode,
    options?: { cause?: unknown },
  ) {
    super(REJECTION_MESSAGES[code], options)
    this.name = 'PhotoRejected'
  }
}

/** A photo once its files are written: what the shop records (its bytes never reach the shop). */
export interface StoredPhoto {
  name: string
  width: number
  height: number
  widths: number[]
  /** All its files together, in bytes. */
  bytes: number
  files: string[]
}
