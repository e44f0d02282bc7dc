import { describe, expect, it } from 'vitest'
import { helpPageInputSchema, slugify } from '#domain/schemas/help-page.ts'
import { youtubeVideoId } from '#domain/youtube.ts'
import { demoHelpPages } from './demo-help-pages.ts'

// The e2e suite creates these itself: a seeded twin would clash with it.
const E2E_PAGE = { title: 'Instalação do Módulo', slug: 'instalacao-do-modulo' }

describe('demoHelpPages', () => {
  it('has 2 or 3 pages, each valid as the admin form would send it', () => {
    expect(demoHelpPages.length).toBeGreaterThanOrEqual(2)
    expect(demoHelpPages.length).toBeLessThanOrEqual(3)
    for (const page of demoHelpPages) {
      expect(helpPageInputSchema.parse(page), page.title).toEqual(page)
    }
  })

  it('has unique slugs derived from the titles, none the e2e suite creates', () => {
    const slugs = demoHelpPages.map((p) => p.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const page of demoHelpPages) {
      expect(page.slug).toBe(slugify(page.title))
      expect(page.slug).not.toBe(E2E_PAGE.slug)
      expect(page.title).not.toBe(E2E_PAGE.title)
    }
  })

  it('links YouTube videos with 11-character ids', () => {
    for (const { questions } of demoHelpPages) {
      for (const q of questions) expect(youtubeVideoId(q.youtubeUrl), q.youtubeUrl).toHaveLength(11)
    }
  })
})
