import { describe, it, expect } from 'vitest'
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts'

const ID = 'dQw4w9WgXcQ'
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`

const VALID: string[] = [
  `https://www.youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/watch?v=${ID}&t=10s`,
  `https://www.youtube.com/watch?feature=share&v=${ID}`,
  `https://www.youtube.com/watch?list=PL123&index=2&v=${ID}&t=42`,
  `https://www.youtube.com/watch?v=${ID}#t=1m`,
  `https://youtube.com/watch?v=${ID}`,
  `http://www.youtube.com/watch?v=${ID}`,
  `https://m.youtube.com/watch?v=${ID}`,
  `https://m.youtube.com/watch?v=${ID}&feature=youtu.be`,
  `https://youtu.be/${ID}`,
  `https://youtu.be/${ID}?si=x`,
  `https://youtu.be/${ID}?t=10`,
  `https://www.youtube.com/shorts/${ID}`,
  `https://www.youtube.com/shorts/${ID}?feature=share`,
  `https://m.youtube.com/shorts/${ID}`,
  `https://www.youtube.com/embed/${ID}`,
  `https://www.youtube.com/embed/${ID}?autoplay=1`,
  `https://www.youtube-nocookie.com/embed/${ID}`,
  `  https://youtu.be/${ID}  `,
]

const INVALID: string[] = [
  '',
  '   ',
  ID,
  'https://vimeo.com/123456789',
  `https://vimeo.com/watch?v=${ID}`,
  `https://evil.com/watch?v=${ID}`,
  `https://notyoutube.com/watch?v=${ID}`,
  `https://www.youtube.com.evil.com/watch?v=${ID}`,
  `https://evil.com/?next=https://www.youtube.com/watch?v=${ID}`,
  `https://youtu.be.evil.com/${ID}`,
  `https://youtu.be/${ID}@evil.com`,
  'https://www.youtube.com/watch?v=dQw4w9WgXc', // 10 characters
  'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', // 12 characters
  'https://youtu.be/dQw4w9WgXc',
  'https://youtu.be/dQw4w9WgXcQQ',
  'https://www.youtube.com/shorts/dQw4w9WgXcQQ',
  'https://www.youtube.com/embed/dQw4w9WgXc',
  'https://www.youtube.com/watch?v=dQw4w9WgX!Q', // character outside [A-Za-z0-9_-]
  `https://www.youtube.com/watch?vv=${ID}`,
  'https://www.youtube.com/watch?list=PL123',
  'https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw',
  'javascript:alert(1)',
  `javascript:alert('https://www.youtube.com/watch?v=${ID}')`,
  `javascript://www.youtube.com/watch?v=${ID}`,
  `ftp://youtu.be/${ID}`,
  `//www.youtube.com/watch?v=${ID}`,
]

describe('youtubeVideoId', () => {
  it.each(VALID)('finds the id in %j', (url) => {
    expect(youtubeVideoId(url)).toBe(ID)
  })

  it('accepts ids with - and _', () => {
    expect(youtubeVideoId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f')
    expect(youtubeVideoId('https://www.youtube.com/watch?v=_-A9z_-A9z_')).toBe('_-A9z_-A9z_')
  })

  it('returns the id of the link, not a fixed one', () => {
    expect(youtubeVideoId('https://youtu.be/abcdefghijk')).toBe('abcdefghijk')
  })

  it.each(INVALID)('gives undefined for %j', (url) => {
    expect(youtubeVideoId(url)).toBeUndefined()
  })
})

describe('youtubeEmbedUrl', () => {
  it.each(VALID)('embeds %j through youtube-nocookie without extra params', (url) => {
    expect(youtubeEmbedUrl(url)).toBe(EMBED)
  })

  it('uses the id of the link', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/shorts/abcdefghijk')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    )
  })

  it.each(INVALID)('gives undefined for %j', (url) => {
    expect(youtubeEmbedUrl(url)).toBeUndefined()
  })
})
