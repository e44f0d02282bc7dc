import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeHtml } from '#domain/html.ts'
import {
  errorDocument,
  inlineStylesheets,
  pageDocument,
  renderedTemplate,
  stateJson,
  withStock,
} from './page-document.ts'

let webDir: string
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-css-'))
  await mkdir(path.join(webDir, 'assets'))
  await writeFile(path.join(webDir, 'assets/index-a1.css'), 'body{color:red}')
  await writeFile(path.join(webDir, 'assets/evil-b2.css'), 'a{content:"</style><script>"}')
})
afterAll(() => rm(webDir, { recursive: true, force: true }))

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`

describe('the document around a drawn page', () => {
  it('writes the built stylesheet into the page; a missing or unsafe one stays a link', () => {
    const html = `<head>${link('index-a1.css')}${link('gone-c3.css')}${link('evil-b2.css')}</head>`
    expect(inlineStylesheets(html, webDir)).toBe(
      `<head><style>body{color:red}</style>${link('gone-c3.css')}${link('evil-b2.css')}</head>`,
    )
  })

  it('puts the page in #root, its picture in <head> and its state at the end of <body>', () => {
    const template = renderedTemplate(
      '<head><link rel="preload" href="/api/shop" as="fetch" crossorigin />\n</head><body><div id="root"></div></body>',
    )
    expect(template).not.toContain('/api/shop')
    const html = pageDocument(template, {
      html: '<h1>Loja</h1>',
      state: '{"a":"\\u003c/script>"}',
      lcpImage: { href: '/demo/a.svg?x=1&y="2"' },
    })
    expect(html).toBe(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/demo/a.svg?x=1&amp;y=&quot;2&quot;"></head>' +
        '<body><div id="root"><h1>Loja</h1></div>' +
        '<script type="application/json" id="vitrine-dados">{"a":"\\u003c/script>"}</script></body>',
    )
  })

  it('asks for the picture first, right after the charset, and for the scripts at low priority', () => {
    const template =
      '<head><meta charset="UTF-8" /><title>Vitrine</title>' +
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-c3.js"></head>' +
      '<body><div id="root"></div></body>'
    const drawn = { html: '', state: '{}' }
    expect(pageDocument(template, { ...drawn, lcpImage: { href: '/a.webp' } })).toBe(
      '<head><meta charset="UTF-8" /><link rel="preload" as="image" fetchpriority="high" href="/a.webp">' +
        '<title>Vitrine</title>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-b2.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-c3.js"></head>' +
        '<body><div id="root"></div><script type="application/json" id="vitrine-dados">{}</script></body>',
    )
    // A page without a picture: nothing to go first.
    expect(pageDocument(template, drawn)).toContain('<script type="module" crossorigin')
  })

  it("preloads an uploaded photo with the <img>'s own srcset and sizes", () => {
    const name = '0123456789abcdef0123456789abcdef'
    const srcSet = `/media/${name}-320.webp 320w, /media/${name}-640.webp 640w`
    const sizes = '(min-width: 768px) calc(50vw - 32px), calc(100vw - 32px)'
    const html = pageDocument('<head></head><body><div id="root"></div></body>', {
      html: '',
      state: '{}',
      lcpImage: { href: `/media/${name}-640.webp`, srcSet, sizes },
    })
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/media/${name}-640.webp" imagesrcset="${srcSet}" imagesizes="${sizes}">`,
    )
  })

  it("puts a product's current stock in its stock lines and in the data block", () => {
    const id = '7d3b6c1e-5a1f-4c2e-9b7a-1f2e3d4c5b6a'
    const other = '00000000-0000-4000-8000-000000000001'
    const html =
      `<p class="a" data-stock="${id}">12 em estoque</p><p data-stock="${other}">7 em estoque</p>` +
      `<p data-stock="${id}" class="b">12 em estoque</p>`
    expect(withStock(html, id, 9)).toBe(
      `<p class="a" data-stock="${id}">9 em estoque</p><p data-stock="${other}">7 em estoque</p>` +
        `<p data-stock="${id}" class="b">9 em estoque</p>`,
    )
    const state = {
      items: [
        { id, name: '</script>', stock: 12 },
        { id: other, stock: 7 },
      ],
    }
    expect(JSON.parse(stateJson(state, new Map([[id, 9]])))).toEqual({
      items: [
        { id, name: '</script>', stock: 9 },
        { id: other, stock: 7 },
      ],
    })
    expect(stateJson(state, new Map())).not.toContain('</script>')
  })

  // Decision 025: a replacement string's '$`', "$'", '$&', '$$' and '$1' are patterns, which copied
  // the document into itself (a search of 48 '$`' made a 410 MB page).
  describe.each(['$`', "$'", '$&', '$$', '$1', '$<x>', '$`'.repeat(100)])(
    'with %s in the texts',
    (text) => {
      const template = '<head><title>Vitrine</title></head><body><div id="root"></div></body>'

      it('puts each text in as it is', () => {
        const html = pageDocument(template, {
          html: `<h1>${text}</h1>`,
          state: JSON.stringify({ q: text }),
          lcpImage: { href: `/demo/${text}.svg` },
          head: `<title>${text}</title>`,
        })
        expect(html).toBe(
          `<head><link rel="preload" as="image" fetchpriority="high" href="/demo/${escapeHtml(text)}.svg"><title>${text}</title></head>` +
            `<body><div id="root"><h1>${text}</h1></div>` +
            `<script type="application/json" id="vitrine-dados">${JSON.stringify({ q: text })}</script></body>`,
        )
        expect(errorDocument(template, `<p>${text}</p>`)).toBe(
          `<head><title>Vitrine</title></head><body><div id="root"><p>${text}</p></div></body>`,
        )
      })

      it('changes only the number of a stock line', () => {
        const id = '7d3b6c1e-5a1f-4c2e-9b7a-1f2e3d4c5b6a'
        const html = `<h2>${text}</h2><p data-stock="${id}">12 em estoque</p><i>${text}</i>`
        expect(withStock(html, id, 9)).toBe(
          `<h2>${text}</h2><p data-stock="${id}">9 em estoque</p><i>${text}</i>`,
        )
      })
    },
  )
})
