import { describe, it, expect } from 'vitest'
import {
  DOWNLOAD_URL_LENGTH,
  SHORT_DESCRIPTION_LENGTH,
  shortDescription,
  shortIdPrefix,
  shortId,
  truncate,
} from './text.ts'

/** True when the string has an unpaired UTF-16 surrogate (a broken emoji). */
function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)
}

describe('shortDescription', () => {
  it('uses 100 characters', () => {
    expect(SHORT_DESCRIPTION_LENGTH).toBe(100)
  })

  it('keeps an empty description', () => {
    expect(shortDescription('')).toBe('')
  })

  it('keeps a short description intact', () => {
    const text = 'Capa de volante artesanal em couro legítimo.'
    expect(shortDescription(text)).toBe(text)
  })

  it.each([99, 100])('keeps a description of %i characters intact', (length) => {
    const text = 'x'.repeat(length - 1) + 'y'
    expect(shortDescription(text)).toBe(text)
  })

  it('cuts 101 characters to exactly the first 100', () => {
    const text = '0123456789'.repeat(10) + 'Z'
    const result = shortDescription(text)
    expect(result).toBe('0123456789'.repeat(10))
    expect(result).toHaveLength(100)
  })

  it('cuts a long description to its first 100 characters', () => {
    const text = Array.from({ length: 60 }, (_, i) => `p${i}`).join(' ')
    const result = shortDescription(text)
    expect(result).toBe(text.slice(0, 100))
    expect(text.startsWith(result)).toBe(true)
  })

  it('counts accented letters as one character each', () => {
    const e = '\u00e9' // é, precomposed
    const cao = '\u00e7\u00e3o' // ção, precomposed
    expect(shortDescription(e.repeat(100))).toBe(e.repeat(100))
    expect(shortDescription(e.repeat(101))).toBe(e.repeat(100))
    expect(shortDescription(cao.repeat(34))).toBe(cao.repeat(33) + '\u00e7')
  })

  it('keeps 100 emoji intact (200 UTF-16 units)', () => {
    const text = '🚗'.repeat(100)
    expect(shortDescription(text)).toBe(text)
  })

  it('cuts 101 emoji to 100 emoji', () => {
    const result = shortDescription('🚗'.repeat(101))
    expect(result).toBe('🚗'.repeat(100))
    expect(Array.from(result)).toHaveLength(100)
  })

  it('does not split an emoji that straddles the 100th UTF-16 unit', () => {
    const text = 'a'.repeat(99) + '😀' + 'b'
    const result = shortDescription(text)
    expect(result).toBe('a'.repeat(99) + '😀')
    expect(hasLoneSurrogate(result)).toBe(false)
  })

  it('keeps mixed text with emoji intact when it has 100 characters', () => {
    const head = 'Pronta entrega 🚗✨ '
    const text = head + '.'.repeat(80 - Array.from(head).length) + '😀'.repeat(20)
    expect(Array.from(text)).toHaveLength(100)
    expect(shortDescription(text)).toBe(text)
  })

  it('never leaves a lone surrogate whatever the mix', () => {
    for (let prefix = 90; prefix <= 101; prefix++) {
      const result = shortDescription('a'.repeat(prefix) + '😀'.repeat(20))
      expect(hasLoneSurrogate(result)).toBe(false)
      expect(Array.from(result)).toHaveLength(100)
    }
  })
})

describe('shortId', () => {
  it('gives the first 8 characters of a uuid', () => {
    expect(shortId('3f2a9c1e-7b4d-4e8a-9f00-123456789abc')).toBe('3f2a9c1e')
  })

  it('keeps an id of 8 characters or fewer', () => {
    expect(shortId('abcdefgh')).toBe('abcdefgh')
    expect(shortId('abc')).toBe('abc')
    expect(shortId('')).toBe('')
  })

  it('drops the 9th character on', () => {
    expect(shortId('123456789')).toBe('12345678')
  })
})

describe('shortDescription counts what the reader sees as one character', () => {
  it('keeps an emoji family whole as the 100th character', () => {
    const text = `${'a'.repeat(99)}👨‍👩‍👧 e mais texto`
    expect(shortDescription(text)).toBe(`${'a'.repeat(99)}👨‍👩‍👧`)
  })

  it('keeps a letter with a combining accent whole', () => {
    const text = `${'a'.repeat(99)}e\u0301 fim`
    expect(shortDescription(text)).toBe(`${'a'.repeat(99)}e\u0301`)
  })
})

describe('truncate', () => {
  it('cuts download URLs at 40 characters', () => {
    expect(DOWNLOAD_URL_LENGTH).toBe(40)
  })

  it.each([0, 1, 39, 40])('keeps a text of %i characters as it is, with no dots', (length) => {
    const text = 'a'.repeat(length)
    expect(truncate(text, 40)).toBe(text)
  })

  it("keeps the first 40 of 41 characters and adds '...'", () => {
    const text = 'https://example.com/manuais/' + 'x'.repeat(12) + 'Z'
    expect(text).toHaveLength(41)
    expect(truncate(text, 40)).toBe(text.slice(0, 40) + '...')
  })

  it('cuts a long URL to 43 characters in all', () => {
    const result = truncate('https://example.com/' + 'arquivo/'.repeat(20) + 'manual.pdf', 40)
    expect(result).toBe('https://example.com/arquivo/arquivo/arqu...')
    expect(result).toHaveLength(43)
  })

  it('never splits an emoji or an accented letter', () => {
    expect(truncate('🚗'.repeat(41), 40)).toBe('🚗'.repeat(40) + '...')
    expect(truncate(`${'a'.repeat(39)}e\u0301 fim`, 40)).toBe(`${'a'.repeat(39)}e\u0301...`)
  })
})

describe('shortIdPrefix', () => {
  it('reads the start of an id in lower case, with or without the #', () => {
    expect(shortIdPrefix('3F2A')).toBe('3f2a')
    expect(shortIdPrefix(' #3f2a9b1c ')).toBe('3f2a9b1c')
    expect(shortIdPrefix('3f2a9b1c-0c1d')).toBe('3f2a9b1c-0c1d')
  })

  it('is undefined for text that cannot start an id', () => {
    for (const text of ['', '#', 'maria', '3f2a%', '3f_a', 'a'.repeat(37)]) {
      expect(shortIdPrefix(text)).toBeUndefined()
    }
  })
})
