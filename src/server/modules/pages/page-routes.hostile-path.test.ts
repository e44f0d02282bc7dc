import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  captureLogs,
  FORGED_ENTRY,
  FORGING_CASES,
  readAtTerminal,
} from '#server/testing/log-capture.ts'
import { countingRenderer, createRenderedShop } from '#server/testing/rendered-shop.ts'
import type { TestApp } from '#server/testing/test-app.ts'

let broken: TestApp
beforeAll(async () => {
  // A drawing that fails whatever the path: a made-up path is drawn too (its 'não encontrada').
  const { renderer } = countingRenderer()
  const render = () => Promise.reject(new Error('falha de teste'))
  broken = await createRenderedShop({ renderer: { ...renderer, render } })
})
afterAll(() => broken.close())

describe("a page that cannot be drawn, at a path made to forge the log's lines (issue 57)", () => {
  it.each(FORGING_CASES)(
    'LOG_FORMAT=%s: %s in the path writes no line of its own',
    async (format, sent, shown) => {
      const logs = captureLogs({ logFormat: format })
      try {
        const res = await broken.app.request(`/duvidas${sent}${FORGED_ENTRY}`)
        expect(res.status).toBe(500)
        const code = res.headers.get('X-Request-Id')
        const read = readAtTerminal(logs.text(), format)
        // One entry, its stack below it indented in pretty: nothing starts a line of its own.
        expect(read).toEqual({ entries: [expect.any(String)], forged: [], controls: [] })
        const message = `[páginas] /duvidas${shown}${FORGED_ENTRY} não pôde ser desenhada`
        if (format === 'json') expect(logs.lines()).toMatchObject([{ reqId: code, msg: message }])
        else expect(read.entries[0]?.endsWith(` ERROR: [${code}] ${message}`)).toBe(true)
      } finally {
        logs.restore()
      }
    },
  )
})
