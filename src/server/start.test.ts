import type { ServerType } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { listen } from './start.ts'

let server: ServerType | undefined
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

describe('listen (the shop on HOST:PORT)', () => {
  it('on the default HOST answers both http://localhost and http://127.0.0.1 (e2e and bench use each)', async () => {
    const config = loadConfig({ PORT: '0' })
    expect(config.host).toBe('127.0.0.1')
    const started = await listen(() => new Response('ok'), config.port, config.host)
    server = started.server
    expect(started.port).toBeGreaterThan(0)
    for (const host of ['localhost', '127.0.0.1']) {
      const res = await fetch(`http://${host}:${started.port}/api/health`)
      expect(await res.text(), host).toBe('ok')
    }
  })

  it('binds to the interface HOST names', async () => {
    const started = await listen(() => new Response('ok'), 0, '127.0.0.1')
    server = started.server
    expect(server.address()).toMatchObject({ address: '127.0.0.1' })
  })
})
