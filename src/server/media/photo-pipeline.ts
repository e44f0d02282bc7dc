import { createHash } from 'node:crypto'
import sharp, { type Sharp } from 'sharp'
import {
  MAX_PHOTO_PIXELS,
  PAGE_PHOTO_MAX_WIDTH,
  PREVIEW_BOX,
  variantWidths,
} from '#domain/photos.ts'
import { logger } from '#server/logging/logger.ts'
import { fileContainsMarkup, readHead, sniffImage, type ImageKind } from './image-sniff.ts'
import { PhotoRejected, type PhotoVariant, type ProcessedPhoto } from './processed-photo.ts'

/**
 * What an uploaded photo becomes (decision 035): the file is checked, decoded once into an upright,
 * sRGB master with no metadata, named by the hash of its pixels, and encoded as the WebP widths
 * the shop serves and the JPEG that link previews show.
 */

/** Bump whenever a setting below changes: a photo's name then changes with its files. */
export const PIPELINE_VERSION = 2

/** The widest master kept: the widest WebP served. */
const MASTER_WIDTH = 1280
/** WebP's own limit on a side: a photo taller than this (a long strip) is scaled to fit. */
const WEBP_MAX_SIDE = 16383
/** Each file is encoded at these qualities in turn, until it fits its budget. */
const QUALITY_LADDER = [80, 65, 50] as const
/** The budget of the zoom's 1280-px WebP and the link preview's JPEG. */
const MAX_FILE_BYTES = 300 * 1024
/**
 * The budget of the widths a page offers (PAGE_PHOTO_MAX_WIDTH): the page's largest paint stays
 * within 150 KB whatever the photo (decision 036).
 */
const MAX_PAGE_FILE_BYTES = 150 * 1024
/** Link previews show JPEG on white: transparency would turn black in some apps. */
const PREVIEW_BACKGROUND = '#ffffff'

// One thread for libvips and no operation cache: two cores serve the shop too, and each photo is
// read once, so whatever the cache kept would sit in memory for nothing.
sharp.concurrency(1)
sharp.cache(false)

/** The upright sRGB pixels every file is made from, alpha kept when the photo has it. */
interface Master {
  data: Buffer
  width: number
  height: number
  channels: 3 | 4
}

/** Refuses what is not a JPEG, PNG or WebP by its bytes alone, before any decoder runs. */
async function acceptedKind(inputPath: string): Promise<Exclude<ImageKind, 'heic' | 'other'>> {
  const kind = sniffImage(await readHead(inputPath))
  if (kind === 'heic') throw new PhotoRejected('heic')
  if (kind === 'other') throw new PhotoRejected('invalid')
  if (await fileContainsMarkup(inputPath)) throw new PhotoRejected('invalid')
  return kind
}

/**
 * The header only: its format must be the one sniffed, and its size within the limit. Read with
 * no pixel limit of sharp's own, which would refuse a huge photo with an error indistinguishable
 * from any other; nothing is decoded here.
 */
async function checkHeader(inputPath: string, kind: ImageKind) {
  const header = await sharp(inputPath, { failOn: 'error', limitInputPixels: false }).metadata()
  if (header.format !== kind) throw new PhotoRejected('invalid')
  if (header.width * header.height > MAX_PHOTO_PIXELS) throw new PhotoRejected('too-many-pixels')
}

async function decodeMaster(inputPath: string): Promise<Master> {
  const { data, info } = await sharp(inputPath, {
    failOn: 'error',
    limitInputPixels: MAX_PHOTO_PIXELS,
  })
    .rotate()
    .toColourspace('srgb')
    .resize({
      width: MASTER_WIDTH,
      height: WEBP_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 }
}

/** 32 hex digits: the same pixels through the same pipeline always get the same name. */
function photoName(master: Master) {
  return createHash('sha256')
    .update(`vitrine-photo-v${PIPELINE_VERSION}`)
    .update(`${master.width}x${master.height}x${master.channels}`)
    .update(master.data)
    .digest('hex')
    .slice(0, 32)
}

const fromMaster = (master: Master) =>
  sharp(master.data, {
    raw: { width: master.width, height: master.height, channels: master.channels },
  })

type Encoder = (quality: number) => Sharp

/** Encodes down the quality ladder, keeping the first result within `budget` (or the last one). */
async function encodeWithinBudget(
  file: string,
  budget: number,
  encode: Encoder,
): Promise<PhotoVariant> {
  let variant: PhotoVariant | undefined
  for (const quality of QUALITY_LADDER) {
    const { data, info } = await encode(quality).toBuffer({ resolveWithObject: true })
    variant = { file, width: info.width, height: info.height, bytes: data, quality }
    if (data.length <= budget) return variant
  }
  logger.warn(
    { file, bytes: variant!.bytes.length, quality: variant!.quality },
    `[fotos] ${file} passa de ${budget / 1024} KB mesmo na qualidade mais baixa: mantido assim`,
  )
  return variant!
}

function webpVariant(name: string, master: Master, width: number) {
  const budget = width <= PAGE_PHOTO_MAX_WIDTH ? MAX_PAGE_FILE_BYTES : MAX_FILE_BYTES
  return encodeWithinBudget(`${name}-${width}.webp`, budget, (quality) =>
    fromMaster(master).resize({ width }).webp({ quality }),
  )
}

function previewVariant(name: string, master: Master) {
  return encodeWithinBudget(`${name}-${PREVIEW_BOX.width}.jpg`, MAX_FILE_BYTES, (quality) =>
    fromMaster(master)
      .flatten({ background: PREVIEW_BACKGROUND })
      .resize({ ...PREVIEW_BOX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality }),
  )
}

/** Runs a step that uses sharp: whatever sharp throws becomes the 'invalid' refusal. */
async function withSharp<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof PhotoRejected) throw error
    throw new PhotoRejected('invalid', { cause: error })
  }
}

/**
 * The photo at `inputPath` (an upload on disk, 10 MB at most), checked and made into the files the
 * shop serves. Throws PhotoRejected (with its pt-BR message) for anything it will not take.
 */
export async function processPhoto(inputPath: string): Promise<ProcessedPhoto> {
  const kind = await acceptedKind(inputPath)
  return withSharp(async () => {
    await checkHeader(inputPath, kind)
    const master = await decodeMaster(inputPath)
    const name = photoName(master)
    const widths = variantWidths(master.width)
    const variants: PhotoVariant[] = []
    // One after the other, not all at once: one encoder's memory at a time.
    for (const width of widths) variants.push(await webpVariant(name, master, width))
    variants.push(await previewVariant(name, master))
    return { name, width: master.width, height: master.height, widths, variants }
  })
}
