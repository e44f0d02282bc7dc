import { afterAll, beforeAll, expect, it } from 'vitest'
import { captureLogs } from '#server/testing/log-capture.ts'
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
