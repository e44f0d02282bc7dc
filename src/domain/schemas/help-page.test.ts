import { describe, expect, it } from 'vitest'
import {
  HELP_MESSAGES,
  helpPageInputSchema,
  RESERVED_SLUGS,
  slugify,
  slugSchema,
} from './help-page.ts'

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const PAGE = {
  title: 'Instalação do Módulo',
  slug: 'instalacao-do-modulo',
  questions: [{ question: 'Onde fica o conector?', youtubeUrl: VIDEO }],
}
const firstMessage = (value: unknown) =>
  helpPageInputSchema.safeParse(value).error?.issues[0]?.message

describe('slugify', () => {
  it.each([
    ['Instalação do Módulo', 'instalacao-do-modulo'],
    ['Ç  --  é!! ', 'c-e'],
    ['  Como   instalar   a capa  ', 'como-instalar-a-capa'],
    ['Capa---de -- volante', 'capa-de-volante'],
    ['-- Início --', 'inicio'],
    ['Manopla 2.0 (Gol/Voyage)', 'manopla-20-golvoyage'],
    ['ÁÉÍÓÚ àèìòù ÂÊÔ ÃÕ Ü ñ', 'aeiou-aeiou-aeo-ao-u-n'],
    ['Tab\tand\nnew line', 'tab-and-new-line'],
    ['!!!', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('always yields a slug the schema accepts (unless blank or reserved)', () => {
    for (const title of ['Cuidados com o couro', 'LED 12V: ligação', 'Ação & reação']) {
      expect(slugSchema.safeParse(slugify(title)).success, title).toBe(true)
    }
  })
})

describe('slugSchema', () => {
  it('refuses every reserved first path segment', () => {
    for (const slug of RESERVED_SLUGS) {
      expect(slugSchema.safeParse(slug).error?.issues[0]?.message, slug).toBe(
        HELP_MESSAGES.slugReserved,
      )
    }
    expect(RESERVED_SLUGS.has('cart') && RESERVED_SLUGS.has('admin')).toBe(true)
  })

  it("refuses 'media': the photos' files are served there (issue 42)", () => {
    expect(slugSchema.safeParse('media').error?.issues[0]?.message).toBe(HELP_MESSAGES.slugReserved)
  })

  it.each([
    'Maiuscula',
    'com espaco',
    'acentuação',
    '-inicio',
    'fim-',
    'dois--hifens',
    'a.b',
    'a/b',
  ])('refuses %j', (slug) => {
    expect(slugSchema.safeParse(slug).error?.issues[0]?.message).toBe(HELP_MESSAGES.slugInvalid)
  })

  it('asks for a slug when blank', () => {
    expect(slugSchema.safeParse('  ').error?.issues[0]?.message).toBe('Slug é obrigatório')
  })
})

describe('helpPageInputSchema', () => {
  it('takes a valid page, trimmed, and drops any question id the client sends', () => {
    const parsed = helpPageInputSchema.parse({
      title: '  Instalação do Módulo ',
      slug: 'instalacao-do-modulo',
      questions: [{ id: 'do-cliente', question: ' Onde fica o conector? ', youtubeUrl: VIDEO }],
    })
    expect(parsed).toEqual(PAGE)
  })

  it.each([
    [{ title: ' ' }, 'Título é obrigatório'],
    [{ slug: '' }, 'Slug é obrigatório'],
    [{ slug: 'cart' }, HELP_MESSAGES.slugReserved],
    [{ slug: 'admin' }, HELP_MESSAGES.slugReserved],
    [{ questions: [] }, 'Adicione pelo menos uma dúvida.'],
    [{ questions: undefined }, 'Adicione pelo menos uma dúvida.'],
    [{ questions: [{ question: '', youtubeUrl: VIDEO }] }, 'Texto da dúvida é obrigatório'],
    [{ questions: [{ question: 'Q', youtubeUrl: '' }] }, 'Link do YouTube é obrigatório'],
    [
      { questions: [{ question: 'Q', youtubeUrl: 'https://youtu.be/dQw4w9WgXc' }] },
      'URL do YouTube inválida',
    ],
    [
      { questions: [{ question: 'Q', youtubeUrl: 'https://vimeo.com/123456789' }] },
      'URL do YouTube inválida',
    ],
    [
      { questions: [{ question: 'Q', youtubeUrl: 'javascript:alert(1)' }] },
      'URL do YouTube inválida',
    ],
  ])('refuses %j with %j', (change, message) => {
    expect(firstMessage({ ...PAGE, ...change })).toBe(message)
  })

  it('accepts watch, youtu.be, shorts and embed links', () => {
    for (const youtubeUrl of [
      VIDEO,
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      const page = { ...PAGE, questions: [{ question: 'Q', youtubeUrl }] }
      expect(helpPageInputSchema.safeParse(page).success, youtubeUrl).toBe(true)
    }
  })
})
