import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineStylesheets, pageDocument, renderedTemplate } from './page-document.ts'

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
      status: 200,
      html: '<h1>Loja</h1>',
      state: '{"a":"\\u003c/script>"}',
      lcpImage: '/demo/a.svg?x=1&y="2"',
    })
    expect(html).toBe(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/demo/a.svg?x=1&amp;y=&quot;2&quot;"></head>' +
        '<body><div id="root"><h1>Loja</h1></div>' +
        '<script type="application/json" id="vitrine-dados">{"a":"\\u003c/script>"}</script></body>',
    )
  })
})
