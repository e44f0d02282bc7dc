import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { policyBlocks, policyBlockText, type PolicyBlock } from './policy-text.ts'

const allText = (blocks: PolicyBlock[]) => blocks.map(policyBlockText).join('\n')

describe('policyBlocks on hostile text', () => {
  it('reads 50,000 characters of hostile text in linear time', () => {
    const hostile = [
      '['.repeat(50_000),
      '[a](' + 'b'.repeat(50_000),
      '[a]('.repeat(12_500),
      'https://a' + '.'.repeat(50_000) + 'x',
      'https://a' + ')'.repeat(50_000),
      '- '.repeat(25_000),
      '\n'.repeat(50_000),
      '\r'.repeat(50_000),
      '# '.repeat(25_000),
      ']('.repeat(25_000),
    ]
    const started = performance.now()
    for (const text of hostile) policyBlocks(text)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  // Link syntax: the brackets and the destination. The markers ('#', '-', '*') are syntax too.
  const word = fc.stringMatching(/^[a-zA-Z0-9áçãõé.,;:!?<>'"&/]{1,8}$/)
  const words = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '))
  const line = fc.oneof(
    words,
    words.map((w) => `# ${w}`),
    words.map((w) => `## ${w}`),
    words.map((w) => `- ${w}`),
    words.map((w) => `* ${w}`),
    fc.tuple(words, words).map(([a, b]) => `${a} [${b}](/termos) ${a}`),
    fc.tuple(words, words).map(([a, b]) => `[${b}](javascript:${a.replace(/\s/g, '')})`),
    words.map((w) => `${w} https://exemplo.com/${w.replace(/\s/g, '')}.`),
    fc.constantFrom('', ' ', '\t'),
  )
  const document = fc
    .array(fc.tuple(line, fc.constantFrom('\n', '\r\n', '\r', '\n\n')), { maxLength: 20 })
    .map((lines) => lines.map(([text, end]) => text + end).join(''))

  it('keeps every word of the text, in order, whatever its markup', () => {
    fc.assert(
      fc.property(document, (text) => {
        const shown = allText(policyBlocks(text))
        const expected = text
          .replace(/\[([^[\]\n]*)\]\(\/termos\)/g, (_, label: string) => label)
          .split(/\s+/)
          .filter((w) => w !== '' && !['#', '##', '-', '*'].includes(w))
        let at = 0
        for (const w of expected) {
          at = shown.indexOf(w, at)
          expect(at, w).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('never throws and drops no word but markers and link syntax, on any text', () => {
    const anyText = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...'[]()#-* \n\r\t:/.,;<>h'),
        fc.constantFrom('https://', 'http://', 'mailto:', '](', '# ', '- '),
        fc.string({ unit: 'grapheme', maxLength: 3 }),
      ),
      maxLength: 200,
    })
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = allText(policyBlocks(text))
        for (const w of text.split(/\s+/)) {
          if (w === '' || /[[\]()]/.test(w) || ['#', '##', '-', '*'].includes(w)) continue
          expect(shown).toContain(w)
        }
      }),
      { numRuns: 1000 },
    )
  })
})
