import { describe, expect, it } from 'vitest'
import { logSafe } from './log-safe.ts'

describe('logSafe: what a log message may quote from a request', () => {
  it('keeps a path as it is when nothing in it could break a line', () => {
    expect(logSafe('/produto/capa-de-volante?q=couro&ordem=preco')).toBe(
      '/produto/capa-de-volante?q=couro&ordem=preco',
    )
    expect(logSafe('/acessórios/ção 日本 😀')).toBe('/acessórios/ção 日本 😀')
  })

  it.each([
    ['a line feed', '\n', '\\n'],
    ['a carriage return', '\r', '\\r'],
    ['a tab', '\t', '\\t'],
    ['a NUL', '\0', '\\u0000'],
    ['ESC, a terminal escape', '\u001b', '\\u001b'],
    ['DEL', '\u007f', '\\u007f'],
    ['NEL (C1), a line end for some viewers', '\u0085', '\\u0085'],
    ['CSI (C1), an 8-bit terminal escape', '\u009b', '\\u009b'],
    ['the line separator', '\u2028', '\\u2028'],
    ['the paragraph separator', '\u2029', '\\u2029'],
    ['a right-to-left override', '\u202e', '\\u202e'],
    ['a right-to-left isolate', '\u2067', '\\u2067'],
    ['a backslash, so that an escape is never ambiguous', '\\', '\\\\'],
  ])('writes %s as an escape', (_, char, escaped) => {
    expect(logSafe(`/x${char}y`)).toBe(`/x${escaped}y`)
  })

  it('leaves no character a terminal or a viewer acts on, whatever the text', () => {
    const every = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).join('')
    // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
    expect(logSafe(every)).not.toMatch(/[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/)
    expect(logSafe('/x\\ny')).not.toBe(logSafe('/x\ny'))
  })
})
