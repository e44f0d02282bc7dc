import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { logger } from '#server/logging/logger.ts'
import {
  captureLogs,
  FORGED_ENTRY,
  FORGING_CASES,
  readAtTerminal,
  type LogCapture,
} from '#server/testing/log-capture.ts'
import { handleError } from './error-handler.ts'
import { requestId } from './request-id.ts'

const GENERATED = /^[0-9a-f]{12}$/

/** Code far from the request, as a service in modules/ is: it has no Hono context to log with. */
async function somewhereDeep(what: string) {
  await new Promise((resolve) => setTimeout(resolve, 5))
  await Promise.resolve()
  await new Promise<void>((resolve) =>
    setImmediate(() => {
      logger.info(`[teste] ${what} lá no fundo`)
      resolve()
    }),
  )
}

function app(trustProxy: boolean) {
  const app = new Hono()
  app.onError(handleError)
  app.use(requestId({ trustProxy }))
  app.get('/deep/:what', async (c) => {
    await somewhereDeep(c.req.param('what'))
    return c.text('ok')
  })
  app.get('/boom', () => {
    throw new Error('falha de teste')
  })
  // A page drawn on the server asks the API through the app itself.
  app.get('/self', async (c) => {
    const inner = await app.request('/deep/dentro')
    return c.text(inner.headers.get('X-Request-Id') ?? '')
  })
  return app
}

let logs: LogCapture
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.restore())

describe('the request id', () => {
  it('is on every line logged while the request is served, however deep, and only there', async () => {
    logger.info('[teste] antes')
    const res = await app(false).request('/deep/um')
    logger.info('[teste] depois')
    const id = res.headers.get('X-Request-Id')
    expect(id).toMatch(GENERATED)
    expect(logs.lines().map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: '[teste] antes', reqId: undefined },
      { msg: '[teste] um lá no fundo', reqId: id },
      { msg: '[teste] depois', reqId: undefined },
    ])
  })

  it('keeps requests served at the same time apart', async () => {
    const shop = app(false)
    const answers = await Promise.all(['a', 'b', 'c'].map((what) => shop.request(`/deep/${what}`)))
    const ids = answers.map((res) => res.headers.get('X-Request-Id'))
    expect(new Set(ids).size).toBe(3)
    const byMessage = Object.fromEntries(logs.lines().map((line) => [line.msg, line.reqId]))
    expect(byMessage).toEqual({
      '[teste] a lá no fundo': ids[0],
      '[teste] b lá no fundo': ids[1],
      '[teste] c lá no fundo': ids[2],
    })
  })

  it("gives a request the app makes to itself its caller's id", async () => {
    const res = await app(false).request('/self')
    const id = res.headers.get('X-Request-Id')
    expect(await res.text()).toBe(id)
    expect(logs.lines()).toMatchObject([{ msg: '[teste] dentro lá no fundo', reqId: id }])
  })

  it("takes the proxy's X-Request-Id only with TRUST_PROXY=true", async () => {
    const headers = { 'X-Request-Id': 'proxy-7f3a.91_b' }
    const direct = await app(false).request('/deep/direto', { headers })
    expect(direct.headers.get('X-Request-Id')).toMatch(GENERATED)
    const proxied = await app(true).request('/deep/proxy', { headers })
    expect(proxied.headers.get('X-Request-Id')).toBe('proxy-7f3a.91_b')
    expect(logs.lines().map((line) => line.reqId)).toEqual([
      direct.headers.get('X-Request-Id'),
      'proxy-7f3a.91_b',
    ])
  })

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(101)],
    ['with a space', 'abc def'],
    ['with quotes and braces', 'abc","level":"fatal'],
    ['with markup', '<script>alert(1)</script>'],
    ['not ASCII', 'código'],
  ])('replaces a proxy value that is %s by a new one', async (_, value) => {
    const res = await app(true).request('/deep/x', { headers: { 'X-Request-Id': value } })
    expect(res.headers.get('X-Request-Id')).toMatch(GENERATED)
  })

  it('keeps 100 characters of letters, digits, dots, dashes and underscores', async () => {
    const value = 'A-z_0.9'.repeat(14).slice(0, 100)
    const res = await app(true).request('/deep/x', { headers: { 'X-Request-Id': value } })
    expect(res.headers.get('X-Request-Id')).toBe(value)
  })

  it('is in the 500 the customer sees and on the line the owner finds', async () => {
    const res = await app(false).request('/boom')
    expect(res.status).toBe(500)
    const id = res.headers.get('X-Request-Id')
    const body = (await res.json()) as { error: { message: string; requestId: string } }
    expect(body.error.message).toBe(
      `Ocorreu um erro inesperado. Tente novamente em instantes. Código do erro: ${id}`,
    )
    expect(body.error.requestId).toBe(id)
    expect(JSON.stringify(body)).not.toContain('falha de teste')
    expect(logs.lines()).toMatchObject([
      { level: 'error', reqId: id, msg: '[erro] GET /boom', err: { message: 'falha de teste' } },
    ])
  })

  it('logs one line a request at debug only', async () => {
    await app(false).request('/boom')
    expect(logs.messages('debug')).toEqual([])
    logs.restore()
    logs = captureLogs({ logLevel: 'debug' })
    const res = await app(false).request('/deep/x')
    expect(logs.lines().at(-1)).toMatchObject({
      level: 'debug',
      reqId: res.headers.get('X-Request-Id'),
      msg: expect.stringMatching(/^\[http\] GET \/deep\/x 200 em \d+ ms$/),
    })
  })
})

describe("a request's path in the log (issue 57)", () => {
  it.each(FORGING_CASES)(
    'LOG_FORMAT=%s: %s in the path writes no line of its own',
    async (format, sent, shown) => {
      logs.restore()
      logs = captureLogs({ logLevel: 'debug', logFormat: format })
      const res = await app(false).request(`/nada${sent}${FORGED_ENTRY}`)
      expect(res.status).toBe(404)
      const text = logs.text()
      const read = readAtTerminal(text, format)
      expect(read).toEqual({ entries: [expect.any(String)], forged: [], controls: [] })
      const path = `/nada${shown}${FORGED_ENTRY}`
      if (format === 'json') {
        expect(logs.lines()[0]?.msg).toMatch(/^\[http\] GET (.*) 404 em \d+ ms$/)
        expect(logs.lines()[0]?.msg).toContain(` ${path} 404 em `)
      } else
        expect(read.entries[0]).toContain(
          `DEBUG: [${res.headers.get('X-Request-Id')}] [http] GET ${path} 404 em `,
        )
    },
  )
})
