import { afterAll, describe, expect, it } from 'vitest'
import {
  asFile,
  avifHeader,
  emptyFile,
  gifImage,
  heicHeader,
  highDetailJpeg,
  jpegWithOrientation6AndGps,
  pdfRenamedJpg,
  pngImage,
  polyglotJpegHtml,
  removeFixtureFiles,
  svgWithScript,
  webpImage,
} from '#server/testing/photo-fixtures.ts'
import { containsMarkup, fileContainsMarkup, readHead, sniffImage } from './image-sniff.ts'

afterAll(removeFixtureFiles)

/** An 'ftyp' box with these brands (major first), as a HEIF file starts. */
function ftyp(major: string, ...compatible: string[]) {
  const body = Buffer.from(major + '\0\0\0\0' + compatible.join(''), 'latin1')
  const size = Buffer.alloc(4)
  size.writeUInt32BE(8 + body.length)
  return Buffer.concat([size, Buffer.from('ftyp'), body])
}

describe('sniffImage', () => {
  it('names JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffImage(await jpegWithOrientation6AndGps())).toBe('jpeg')
    expect(sniffImage(await pngImage(8, 8, true))).toBe('png')
    expect(sniffImage(await webpImage(8, 8))).toBe('webp')
  })

  it('names an iPhone HEIC, whichever of its brands comes first', () => {
    expect(sniffImage(heicHeader())).toBe('heic')
    expect(sniffImage(ftyp('mif1', 'heic'))).toBe('heic')
    for (const brand of ['heix', 'hevc', 'hevx', 'heim', 'heis', 'msf1']) {
      expect(sniffImage(ftyp(brand)), brand).toBe('heic')
    }
  })

  it('takes AVIF and other ISO files (MP4) for something else', () => {
    expect(sniffImage(avifHeader())).toBe('other')
    expect(sniffImage(ftyp('mif1', 'avif'))).toBe('other')
    expect(sniffImage(ftyp('isom', 'mp41'))).toBe('other')
  })

  it('takes PDF, SVG, GIF, an empty file and a cut-off signature for something else', async () => {
    expect(sniffImage(pdfRenamedJpg())).toBe('other')
    expect(sniffImage(svgWithScript())).toBe('other')
    expect(sniffImage(await gifImage())).toBe('other')
    expect(sniffImage(emptyFile())).toBe('other')
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBe('other')
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'))).toBe('other')
  })

  it('needs no more than the head readHead gives', async () => {
    const head = await readHead(await asFile(await webpImage(8, 8), 'head.webp'))
    expect(head.length).toBe(32)
    expect(sniffImage(head)).toBe('webp')
    expect(await readHead(await asFile(emptyFile(), 'empty.jpg'))).toHaveLength(0)
  })
})

describe('containsMarkup', () => {
  const markup = [
    '<script>alert(1)</script>',
    '<SCRIPT src=x>',
    '<html>',
    '<Svg onload=alert(1)>',
    '<svg/onload=alert(1)>',
    '<iframe\tsrc=x>',
    '<BODY\nonload=x>',
    '<!DOCTYPE html>',
    '<!doctypehtml>',
    '<?xml version="1.0"?>',
  ]

  it.each(markup)('finds %j among binary bytes', (text) => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0x3c]), Buffer.from(text)])
    expect(containsMarkup(bytes)).toBe(true)
  })

  it('leaves a tag name that goes on as another word, and a lone "<"', () => {
    expect(containsMarkup(Buffer.from('<svgx <htmlfoo <bodyguard < script'))).toBe(false)
  })

  it('finds nothing in real photos, noise included', async () => {
    expect(containsMarkup(await jpegWithOrientation6AndGps())).toBe(false)
    expect(containsMarkup(await highDetailJpeg(800, 600))).toBe(false)
  })
})

describe('fileContainsMarkup', () => {
  const CHUNK = 64 * 1024
  const filler = (length: number) => Buffer.alloc(length, 0x41)

  it('finds markup split across two chunks of the scan', async () => {
    for (const cut of [1, 3, 7, 8]) {
      const bytes = Buffer.concat([filler(CHUNK - cut), Buffer.from('<script>'), filler(100)])
      expect(await fileContainsMarkup(await asFile(bytes, `split-${cut}.jpg`)), `${cut}`).toBe(true)
    }
  })

  it('finds a tag whose ending byte starts the next chunk', async () => {
    const bytes = Buffer.concat([filler(CHUNK - 4), Buffer.from('<svg>')])
    expect(await fileContainsMarkup(await asFile(bytes, 'svg-edge.jpg'))).toBe(true)
  })

  it('finds the page after the end of a polyglot JPEG, and markup deep in a large file', async () => {
    expect(await fileContainsMarkup(await asFile(await polyglotJpegHtml(), 'poly.jpg'))).toBe(true)
    const deep = Buffer.concat([filler(3 * CHUNK + 1234), Buffer.from('<?xml ')])
    expect(await fileContainsMarkup(await asFile(deep, 'deep.jpg'))).toBe(true)
  })

  it('passes clean photos and an empty file', async () => {
    const photo = await highDetailJpeg(1000, 800)
    expect(photo.length).toBeGreaterThan(3 * CHUNK)
    expect(await fileContainsMarkup(await asFile(photo, 'noise.jpg'))).toBe(false)
    expect(await fileContainsMarkup(await asFile(emptyFile(), 'empty.jpg'))).toBe(false)
  })
})
