import { mkdtempSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * Photos for the upload's tests (decision 035), made when the tests run so no binary file is
 * committed: good ones (an iPhone-like JPEG turned on its side, PNG, WebP, noise that will not
 * compress) and bad ones (HEIC, PDF, SVG, GIF, truncated, empty, polyglot, a huge PNG header).
 * Each gives its bytes; `asFile` writes them where the pipeline reads an upload from.
 */

type Rgb = { r: number; g: number; b: number }

/** The marked corner of `jpegWithOrientation6AndGps`, and the rest of it. */
export const CORNER_COLOUR: Rgb = { r: 255, g: 0, b: 0 }
export const BODY_COLOUR: Rgb = { r: 0, g: 0, b: 255 }
/** The side of the marked corner's square, in pixels. */
export const CORNER_SIZE = 120

/** A tag only GPS metadata holds: its text in an EXIF block means the location is there. */
export const GPS_MARK = 'WGS-84'

const solid = (width: number, height: number, background: Rgb) =>
  sharp({ create: { width, height, channels: 3, background } })

/**
 * A 600 × 400 photo as a phone stores it: sideways pixels and EXIF orientation 6 (turn 90°
 * clockwise to show), with GPS tags and an ICC profile. Its stored top-left corner is red, so
 * upright it is the top-right corner.
 */
export async function jpegWithOrientation6AndGps(): Promise<Buffer> {
  const corner = await solid(CORNER_SIZE, CORNER_SIZE, CORNER_COLOUR).png().toBuffer()
  const bytes = await solid(600, 400, BODY_COLOUR)
    .composite([{ input: corner, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'Vitrine', Model: 'Teste' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
        GPSMapDatum: GPS_MARK,
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer()
  const metadata = await sharp(bytes).metadata()
  if (metadata.orientation !== 6 || !metadata.exif?.includes(GPS_MARK) || !metadata.icc) {
    throw new Error('fixture: orientation 6, GPS and ICC were not written')
  }
  return bytes
}

export function pngImage(width: number, height: number, alpha = false): Promise<Buffer> {
  const background = { r: 20, g: 120, b: 60, alpha: alpha ? 0.5 : 1 }
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background } })
    .png()
    .toBuffer()
}

export function webpImage(width: number, height: number): Promise<Buffer> {
  return solid(width, height, { r: 200, g: 150, b: 30 }).webp().toBuffer()
}

/** The same pseudo-random bytes on every run (mulberry32), so sizes and names are repeatable. */
function noise(length: number, seed = 42): Buffer {
  const bytes = Buffer.alloc(length)
  let state = seed
  for (let i = 0; i < length; i += 4) {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), state | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    const word = (t ^ (t >>> 14)) >>> 0
    for (let j = 0; j < 4 && i + j < length; j++) bytes[i + j] = (word >>> (8 * j)) & 0xff
  }
  return bytes
}

/** Colour noise: nothing to compress, so every quality of the ladder gets tried. */
export function highDetailJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(noise(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** A JPEG cut off in the middle of its pixel data: its header still reads well. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await highDetailJpeg(200, 200)
  return whole.subarray(0, Math.floor(whole.length * 0.6))
}

/** A PDF someone renamed to foto.jpg. */
export function pdfRenamedJpg(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  )
}

export function svgWithScript(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(1)</script><rect width="10" height="10"/></svg>',
  )
}

export function gifImage(): Promise<Buffer> {
  return solid(10, 10, { r: 0, g: 0, b: 0 }).gif().toBuffer()
}

/** An ISO-BMFF box: its size (header included) and type, then its body. */
function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + body.length)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, body])
}

/**
 * The start of an iPhone's HEIC: an 'ftyp' box (major brand heic, compatible mif1 and heic), then
 * a 'meta' box of filler. Built by hand: sharp cannot encode HEVC.
 */
export function heicHeader(): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1'))
  return Buffer.concat([ftyp, box('meta', Buffer.alloc(512))])
}

/** An AVIF's 'ftyp' (brand avif, also naming mif1): HEIF, but not the iPhone's HEIC. */
export function avifHeader(): Buffer {
  const ftyp = box('ftyp', Buffer.from('avif\0\0\0\0mif1miaf', 'latin1'))
  return Buffer.concat([ftyp, box('meta', Buffer.alloc(512))])
}

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * A well-formed PNG whose header claims 30000 × 30000 (900 megapixels, 2.7 GB decoded) over a
 * few bytes of pixels: it must be refused from the header alone.
 */
export function hugePngHeader(): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(30_000, 0)
  ihdr.writeUInt32BE(30_000, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // truecolour (RGB); compression, filter and interlace stay 0
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

export const POLYGLOT_MARKUP = '<html><script>alert(1)</script></html>'

/** A JPEG that decodes well, with an HTML page after its end: a browser sniffing it runs it. */
export async function polyglotJpegHtml(): Promise<Buffer> {
  const jpeg = await solid(64, 64, BODY_COLOUR).jpeg().toBuffer()
  return Buffer.concat([jpeg, Buffer.from(POLYGLOT_MARKUP)])
}

export function emptyFile(): Buffer {
  return Buffer.alloc(0)
}

let folder: string | undefined

/** Writes `bytes` into this process's temporary folder as `fileName`; returns its path. */
export async function asFile(bytes: Uint8Array, fileName: string): Promise<string> {
  folder ??= mkdtempSync(path.join(tmpdir(), 'vitrine-photos-'))
  const file = path.join(folder, fileName)
  await writeFile(file, bytes)
  return file
}

/** Removes what `asFile` wrote (a test file's afterAll). */
export async function removeFixtureFiles(): Promise<void> {
  if (folder) await rm(folder, { recursive: true, force: true })
  folder = undefined
}
