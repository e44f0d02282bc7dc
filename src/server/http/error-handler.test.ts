import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '#server/testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close().catch(() => undefined))

it('hides the cause of a 5xx: no stack, no SQL, a pt-BR message', async () => {
  // A database that has gone away makes every query fail inside the repository.
  await t.database.close()
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const res = await t.app.request('/api/products')
  expect(res.status).toBe(500)
  const text = await res.text()
  expect(JSON.parse(text)).toEqual({
    error: {
      code: 'internal',
      message: 'Ocorreu um erro inesperado. Tente novamente em instantes.',
    },
  })
  expect(text).not.toMatch(/select|products|failed query|\bat\s|\.ts\b|pglite|drizzle/i)
  expect(log).toHaveBeenCalled()

  const health = await t.app.request('/api/health')
  expect(health.status).toBe(503)
  expect(await health.json()).toEqual({ status: 'error', database: 'unavailable' })
  log.mockRestore()
})
