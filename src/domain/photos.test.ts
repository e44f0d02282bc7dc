import { describe, expect, it } from 'vitest'
import {
  defaultWidth,
  linkPreviewUrl,
  PHOTO_FILE,
  pictureSources,
  photoSrcset,
  photoUrl,
  variantWidths,
} from './photos.ts'

const NAME = '0123456789abcdef0123456789abcdef'

describe('the widths a photo is served at', () => {
  it.each([
    [4000, [320, 640, 960, 1280]],
    [1280, [320, 640, 960, 1280]],
    [1000, [320, 640, 960, 1000]],
    [700, [320, 640, 700]],
    [640, [320, 640]],
    [300, [300]],
  ])('%i px wide: %j (never upscaled)', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths)
  })

  it('shows the widest up to 640 px by default, the narrowest when all are wider', () => {
    expect(defaultWidth([320, 640, 960, 1280])).toBe(640)
    expect(defaultWidth([320, 500])).toBe(500)
    expect(defaultWidth([300])).toBe(300)
  })

  it('keeps an upload under its widest variant, a typed address as typed', () => {
    expect(photoUrl({ photo: NAME }, [320, 640, 960])).toBe(`/media/${NAME}-960.webp`)
    expect(photoUrl({ photo: null, url: 'https://x.com/a.jpg' }, [])).toBe('https://x.com/a.jpg')
  })

  it('lists every width in srcset', () => {
    expect(photoSrcset(NAME, [320, 640])).toBe(
      `/media/${NAME}-320.webp 320w, /media/${NAME}-640.webp 640w`,
    )
  })
})

describe('the sources a screen draws from one address', () => {
  it.each([
    [1280, [320, 640, 960], 640],
    [1000, [320, 640, 960], 640],
    [700, [320, 640, 700], 640],
    [300, [300], 300],
  ])(
    'an upload kept at %i px: srcset of %j (a page never offers the zoom’s 1280), src at %i px',
    (widest, widths, src) => {
      expect(pictureSources(`/media/${NAME}-${widest}.webp`)).toEqual({
        src: `/media/${NAME}-${src}.webp`,
        srcSet: widths.map((w) => `/media/${NAME}-${w}.webp ${w}w`).join(', '),
        largest: `/media/${NAME}-${widest}.webp`,
      })
    },
  )

  it('draws any other address as it is', () => {
    for (const url of [
      'https://cdn.exemplo.com/capa.jpg',
      '/demo/products/capa.svg',
      `/media/${NAME}-1200.jpg`,
      '/media/outra.webp',
      '',
    ]) {
      expect(pictureSources(url), url).toEqual({ src: url, largest: url })
    }
  })
})

describe('file names', () => {
  it('accepts only a photo’s own files', () => {
    expect(PHOTO_FILE.test(`${NAME}-640.webp`)).toBe(true)
    expect(PHOTO_FILE.test(`${NAME}-1200.jpg`)).toBe(true)
    for (const file of [
      `${NAME}-640.png`,
      `${NAME}.webp`,
      `../${NAME}-640.webp`,
      `${NAME}-640.webp/`,
    ]) {
      expect(PHOTO_FILE.test(file), file).toBe(false)
    }
  })

  it("gives a link preview an uploaded photo's JPEG, any other address as it is", () => {
    expect(linkPreviewUrl(`/media/${NAME}-640.webp`)).toBe(`/media/${NAME}-1200.jpg`)
    expect(linkPreviewUrl('https://cdn.exemplo.com/capa.jpg')).toBe(
      'https://cdn.exemplo.com/capa.jpg',
    )
    expect(linkPreviewUrl('/media/outra.webp')).toBe('/media/outra.webp')
  })
})
