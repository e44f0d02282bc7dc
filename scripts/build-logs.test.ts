import { describe, expect, it } from 'vitest'
import { build } from 'vite'

// The first `npm start` builds the web app: its output warns of nothing that is expected (decision
// 049: React Router's `useOptimistic`, which it reads only where React has it).
describe('the web build', () => {
  it('prints no warning', async () => {
    const logs: string[] = []
    await build({
      configFile: new URL('../vite.config.ts', import.meta.url).pathname,
      logLevel: 'silent',
      build: { write: false },
      customLogger: {
        info: () => {},
        warn: (message) => logs.push(message),
        warnOnce: (message) => logs.push(message),
        error: (message) => logs.push(message),
        clearScreen: () => {},
        hasErrorLogged: () => false,
        hasWarned: false,
      },
    })
    expect(logs).toEqual([])
  }, 60_000)
})
