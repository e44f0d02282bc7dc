import { describe, expect, it } from 'vitest'
import { HELP_MESSAGES as M } from '#domain/schemas/help-page.ts'
import { helpPageFormSchema } from './help-page-form-schema.ts'

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const valid = {
  title: 'Instalação do Módulo',
  slug: 'instalacao-do-modulo',
  questions: [{ question: 'Como ligar?', youtubeUrl: VIDEO }],
}

/** The message the form shows for each field: the first one found for its path. */
function problems(input: unknown) {
  const issues = helpPageFormSchema.safeParse(input).error?.issues
  if (!issues) return undefined
  const first = new Map<string, string>()
  for (const issue of issues) {
    const path = issue.path.join('.')
    if (!first.has(path)) first.set(path, issue.message)
  }
  return [...first]
}

describe('helpPageFormSchema', () => {
  it('accepts a page and trims what was typed', () => {
    const parsed = helpPageFormSchema.parse({
      ...valid,
      title: '  Instalação do Módulo ',
      questions: [{ question: ' Como ligar? ', youtubeUrl: ` ${VIDEO} ` }],
    })
    expect(parsed).toEqual(valid)
  })

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('accepts the video link %s', (youtubeUrl) => {
    expect(problems({ ...valid, questions: [{ question: 'Q', youtubeUrl }] })).toBeUndefined()
  })

  it('names every empty field', () => {
    expect(
      problems({ title: ' ', slug: '', questions: [{ question: '', youtubeUrl: '' }] }),
    ).toEqual([
      ['title', M.title],
      ['slug', M.slug],
      ['questions.0.question', M.question],
      ['questions.0.youtubeUrl', M.youtubeRequired],
    ])
  })

  it.each([
    ['a 10-character id', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['another site', 'https://vimeo.com/123456789'],
  ])('refuses a YouTube link with %s', (_, youtubeUrl) => {
    expect(problems({ ...valid, questions: [{ question: 'Q', youtubeUrl }] })).toEqual([
      ['questions.0.youtubeUrl', M.youtubeInvalid],
    ])
  })

  it.each([
    ['cart', M.slugReserved],
    ['duvidas', M.slugReserved],
    ['Instalação', M.slugInvalid],
    ['com espaço', M.slugInvalid],
    ['-inicio', M.slugInvalid],
  ])('refuses the slug %j', (slug, message) => {
    expect(problems({ ...valid, slug })).toEqual([['slug', message]])
  })

  it('refuses a page without questions', () => {
    expect(problems({ ...valid, questions: [] })).toEqual([['questions', M.atLeastOne]])
  })
})
