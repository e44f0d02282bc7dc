import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  captureLogs,
  FORGED_ENTRY,
  FORGING_CASES,
  readAtTerminal,
} from '#server/testing/log-capture.ts'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close().catch(() => undefined))

it('hides the cause of a 5xx: no stack, no SQL, a pt-BR message with the code to quote', async () => {
  // A database that has gone away makes every query fail inside the repository.
  await t.database.close()
  const logs = captureLogs()
  const res = await t.app.request('/api/products')
  expect(res.status).toBe(500)
  const code = res.headers.get('X-Request-Id')
  expect(code).toMatch(/^[0-9a-f]{12}$/)
  const text = await res.text()
  expect(JSON.parse(text)).toEqual({
    error: {
      code: 'internal',
      message: `Ocorreu um erro inesperado. Tente novamente em instantes. Código do erro: ${code}`,
      requestId: code,
    },
  })
  expect(text).not.toMatch(/select|products|failed query|\bat\s|\.ts\b|pglite|drizzle/i)
  // The cause is in the log, under the same code: what the owner greps for.
  const [line] = logs.lines().filter((l) => l.level === 'error')
  expect(line).toMatchObject({ reqId: code, msg: '[erro] GET /api/products' })
  expect(line?.err?.stack).toMatch(/\n\s+at /)

  const health = await t.app.request('/api/health')
  expect(health.status).toBe(503)
  expect(await health.json()).toEqual({ status: 'error', database: 'unavailable' })
  expect(logs.messages('error')).toContain('[health] banco de dados indisponível')
  logs.restore()
})

describe("a 500's line with the request's path (issue 57)", () => {
  let broken: TestApp
  beforeAll(async () => {
    broken = await createTestApp()
    // A signed-in request reads its session before any route: with the database gone, any path fails.
    await broken.database.close()
  })
  afterAll(() => broken.close().catch(() => undefined))

  it.each(FORGING_CASES)(
    'LOG_FORMAT=%s: %s in the path writes no line of its own',
    async (format, sent, shown) => {
      const logs = captureLogs({ logFormat: format })
      try {
        const res = await broken.app.request(`/api/nada${sent}${FORGED_ENTRY}`, {
          headers: { cookie: 'vitrine_session=qualquer' },
        })
        expect(res.status).toBe(500)
        const code = res.headers.get('X-Request-Id')
        const read = readAtTerminal(logs.text(), format)
        // One entry, its stack below it indented in pretty: nothing starts a line of its own.
        expect(read).toEqual({ entries: [expect.any(String)], forged: [], controls: [] })
        const message = `[erro] GET /api/nada${shown}${FORGED_ENTRY}`
        if (format === 'json') expect(logs.lines()).toMatchObject([{ reqId: code, msg: message }])
        else expect(read.entries[0]?.endsWith(` ERROR: [${code}] ${message}`)).toBe(true)
      } finally {
        logs.restore()
      }
    },
  )
})
