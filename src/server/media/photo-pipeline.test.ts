import sharp from 'sharp'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES, PHOTO_NAME, PREVIEW_BOX } from '#domain/photos.ts'
import { captureLogs, type LogCapture } from '#server/testing/log-capture.ts'
import {
  asFile,
  BODY_COLOUR,
  CORNER_COLOUR,
  CORNER_SIZE,
  emptyFile,
  gifImage,
  heicHeader,
  highDetailJpeg,
  hugePngHeader,
  jpegWithOrientation6AndGps,
  pdfRenamedJpg,
  pngImage,
  polyglotJpegHtml,
  removeFixtureFiles,
  svgWithScript,
  truncatedJpeg,
  webpImage,
} from '#server/testing/photo-fixtures.ts'
import { sniffImage } from './image-sniff.ts'
import { processPhoto } from './photo-pipeline.ts'
import { createPhotoQueue } from './photo-queue.ts'
import { PhotoRejected, type PhotoVariant } from './processed-photo.ts'

afterAll(removeFixtureFiles)
let logs: LogCapture | undefined
afterEach(() => logs?.restore())

const MAX_FILE_BYTES = 300 * 1024
const PAGE_FILE_BYTES = 150 * 1024

async function processBytes(bytes: Buffer | Promise<Buffer>, fileName = 'foto.jpg') {
  return processPhoto(await asFile(await bytes, fileName))
}

const webps = (variants: PhotoVariant[]) => variants.filter((v) => v.file.endsWith('.webp'))
const previewOf = (variants: PhotoVariant[]) => variants.find((v) => v.file.endsWith('.jpg'))!

/** The colour at (x, y) of an encoded image. */
async function pixelAt(bytes: Buffer, x: number, y: number) {
  const data = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer()
  return { r: data[0]!, g: data[1]!, b: data[2]! }
}

/** Lossy encoders shift colours a little: close enough is the same colour. */
function expectColour(actual: { r: number; g: number; b: number }, expected: typeof actual) {
  for (const channel of ['r', 'g', 'b'] as const) {
    expect(Math.abs(actual[channel] - expected[channel]), channel).toBeLessThan(30)
  }
}

describe('a phone photo turned on its side, with GPS', () => {
  it('comes back upright: 400 × 600, the marked corner at the top right', async () => {
    const photo = await processBytes(jpegWithOrientation6AndGps())
    expect([photo.width, photo.height]).toEqual([400, 600])
    const widest = webps(photo.variants).find((v) => v.width === 400)!
    expect(widest.height).toBe(600)
    const inside = CORNER_SIZE / 2
    expectColour(await pixelAt(widest.bytes, 400 - inside, inside), CORNER_COLOUR)
    expectColour(await pixelAt(widest.bytes, inside, inside), BODY_COLOUR)
    expectColour(await pixelAt(widest.bytes, 400 - inside, 600 - inside), BODY_COLOUR)
  })

  it('keeps no EXIF, GPS, ICC profile or orientation in any file', async () => {
    const photo = await processBytes(jpegWithOrientation6AndGps())
    expect(photo.variants.length).toBeGreaterThan(1)
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.bytes).metadata()
      expect(metadata.exif, variant.file).toBeUndefined()
      expect(metadata.icc, variant.file).toBeUndefined()
      expect(metadata.xmp, variant.file).toBeUndefined()
      expect(metadata.orientation, variant.file).toBeUndefined()
    }
  })
})

describe('the widths', () => {
  it.each([
    [2000, 1000, 1280, [320, 640, 960, 1280]],
    [700, 500, 700, [320, 640, 700]],
    [300, 200, 300, [300]],
  ])('a %i px photo: a %i px master and WebP at %j', async (width, height, master, widths) => {
    const photo = await processBytes(pngImage(width, height), 'foto.png')
    expect(photo.width).toBe(master)
    expect(photo.widths).toEqual(widths)
    const files = webps(photo.variants)
    expect(files.map((v) => v.width)).toEqual(widths)
    expect(files.map((v) => v.file)).toEqual(widths.map((w) => `${photo.name}-${w}.webp`))
    for (const file of files) expect(file.height).toBe(Math.round((file.width * height) / width))
  })

  it('encodes the WebP files as WebP and the preview as a JPEG within 1200 × 630', async () => {
    const photo = await processBytes(pngImage(2000, 1500), 'foto.png')
    for (const variant of webps(photo.variants)) {
      expect(sniffImage(variant.bytes)).toBe('webp')
      expect((await sharp(variant.bytes).metadata()).format).toBe('webp')
    }
    const preview = previewOf(photo.variants)
    expect(preview.file).toBe(`${photo.name}-1200.jpg`)
    const metadata = await sharp(preview.bytes).metadata()
    expect(metadata.format).toBe('jpeg')
    expect(metadata.width).toBeLessThanOrEqual(PREVIEW_BOX.width)
    expect(metadata.height).toBeLessThanOrEqual(PREVIEW_BOX.height)
    // 2000 × 1500 fits the box by its height: 630 tall, 840 wide.
    expect([metadata.width, metadata.height]).toEqual([840, 630])
    expect([preview.width, preview.height]).toEqual([840, 630])
  })

  it('takes a WebP upload too', async () => {
    expect((await processBytes(webpImage(500, 500), 'foto.webp')).widths).toEqual([320, 500])
  })

  it('scales a strip taller than WebP allows (16383 px) to fit', async () => {
    const photo = await processBytes(pngImage(300, 20_000), 'faixa.png')
    expect([photo.width, photo.height]).toEqual([246, 16383])
  })
})

describe('transparency', () => {
  it('stays in the WebP files; the JPEG preview is drawn on white', async () => {
    const photo = await processBytes(pngImage(400, 300, true), 'foto.png')
    for (const variant of webps(photo.variants)) {
      expect((await sharp(variant.bytes).metadata()).hasAlpha, variant.file).toBe(true)
    }
    const preview = previewOf(photo.variants)
    expect((await sharp(preview.bytes).metadata()).hasAlpha).toBe(false)
    // Green (20, 120, 60) at half opacity over white.
    expectColour(await pixelAt(preview.bytes, 10, 10), { r: 138, g: 188, b: 158 })
  })
})

describe('the size ladder', () => {
  it('steps down from quality 80 until a file fits its budget, and says when none does', async () => {
    logs = captureLogs({ logLevel: 'warn' })
    const photo = await processBytes(highDetailJpeg(1280, 960))
    // A page's widths (up to 960 px: what a phone picks) within 150 KB, the zoom's and the
    // preview's within 300 KB.
    const budget = (file: string) =>
      /-(320|640|960)\.webp$/.test(file) ? PAGE_FILE_BYTES : MAX_FILE_BYTES
    for (const variant of photo.variants) {
      expect(
        variant.bytes.length <= budget(variant.file) || variant.quality === 50,
        variant.file,
      ).toBe(true)
    }
    expect(photo.variants.some((v) => v.quality < 80)).toBe(true)
    const oversized = photo.variants.filter((v) => v.bytes.length > budget(v.file))
    expect(oversized.length).toBeGreaterThan(0)
    const warned = logs.lines().map((line) => line.file)
    expect(warned).toEqual(oversized.map((v) => v.file))
  })

  it('keeps quality 80 for a file that fits', async () => {
    const photo = await processBytes(pngImage(1000, 800), 'foto.png')
    expect(photo.variants.every((v) => v.quality === 80)).toBe(true)
  })
})

describe('the name', () => {
  it('is 32 hex digits, the same for the same photo', async () => {
    const first = await processBytes(jpegWithOrientation6AndGps(), 'a.jpg')
    const again = await processBytes(jpegWithOrientation6AndGps(), 'b.jpg')
    expect(first.name).toMatch(PHOTO_NAME)
    expect(again.name).toBe(first.name)
    const other = await processBytes(pngImage(400, 600), 'c.png')
    expect(other.name).not.toBe(first.name)
  })
})

describe('what is refused', () => {
  const invalid = [
    ['a PDF renamed .jpg', pdfRenamedJpg],
    ['an SVG with a script', svgWithScript],
    ['a GIF', gifImage],
    ['a truncated JPEG', truncatedJpeg],
    ['an empty file', emptyFile],
    ['a JPEG/HTML polyglot', polyglotJpegHtml],
  ] as const

  it.each(invalid)('%s: "Arquivo não é uma imagem válida"', async (_, fixture) => {
    const refusal = await processBytes(fixture()).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(PhotoRejected)
    expect(refusal).toMatchObject({ code: 'invalid', message: PHOTO_MESSAGES.invalid })
  })

  it('a HEIC: how to send JPEG from an iPhone', async () => {
    const refusal = await processBytes(heicHeader(), 'IMG_0001.HEIC').catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(PhotoRejected)
    expect(refusal).toMatchObject({ code: 'heic', message: PHOTO_MESSAGES.heic })
  })

  it('a PNG claiming 30000 × 30000: from its header, quickly, without decoding it', async () => {
    const path = await asFile(hugePngHeader(), 'huge.png')
    const rssBefore = process.memoryUsage().rss
    const started = performance.now()
    const refusal = await processPhoto(path).catch((error: unknown) => error)
    const elapsed = performance.now() - started
    expect(refusal).toBeInstanceOf(PhotoRejected)
    expect(refusal).toMatchObject({
      code: 'too-many-pixels',
      message: PHOTO_MESSAGES.tooManyPixels,
    })
    expect(elapsed).toBeLessThan(1000)
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024)
  })
})

describe('the queue', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

  it('runs one job at a time, in order, and goes on after a job fails', async () => {
    const queue = createPhotoQueue()
    let running = 0
    let most = 0
    const order: number[] = []
    const job = (n: number, fail = false) =>
      queue.run(async () => {
        running++
        most = Math.max(most, running)
        await tick()
        order.push(n)
        running--
        if (fail) throw new Error(`job ${n} failed`)
        return n
      })
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4)])
    expect(most).toBe(1)
    expect(order).toEqual([1, 2, 3, 4])
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ])
    expect(await job(5)).toBe(5)
  })

  it('goes on after a job that throws before it awaits anything', async () => {
    const queue = createPhotoQueue()
    await expect(
      queue.run(() => {
        throw new Error('at once')
      }),
    ).rejects.toThrow('at once')
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
