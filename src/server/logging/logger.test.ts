import { afterEach, describe, expect, it } from 'vitest'
import { captureLogs, type LogCapture } from '#server/testing/log-capture.ts'
import { inRequest, logger, outsideRequest } from './logger.ts'

let logs: LogCapture | undefined
afterEach(() => logs?.restore())

/** A failed query as Drizzle throws it: the statement's values in its message. */
class FailedQuery extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause })
  }
}

describe('LOG_FORMAT=json', () => {
  it('writes one JSON object a line, with the level by name and the time', () => {
    logs = captureLogs({ logFormat: 'json' })
    logger.info('[teste] uma')
    logger.warn({ pedido: '3f2a9b1c' }, '[teste] duas')
    const text = logs.text()
    expect(text.endsWith('\n')).toBe(true)
    const lines = text.trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(parsed).toMatchObject([
      { level: 'info', msg: '[teste] uma' },
      { level: 'warn', msg: '[teste] duas', pedido: '3f2a9b1c' },
    ])
    expect(new Date(parsed[0]!.time as string).toISOString()).toBe(parsed[0]!.time)
  })

  it('writes nothing below LOG_LEVEL, and nothing at all when silent', () => {
    logs = captureLogs({ logLevel: 'warn' })
    logger.info('[teste] info')
    logger.debug('[teste] debug')
    logger.error('[teste] erro')
    expect(logs.messages()).toEqual(['[teste] erro'])
    logs.restore()
    logs = captureLogs({ logLevel: 'silent' })
    logger.fatal('[teste] fatal')
    expect(logs.text()).toBe('')
  })
})

describe('LOG_FORMAT=pretty', () => {
  it("writes a line for a person, the request's id leading the message", () => {
    logs = captureLogs({ logFormat: 'pretty' })
    inRequest('3f9a1c0b7d2e', () => logger.warn('[pagamentos] consulta falhou'))
    logger.info('[processos] no ar')
    const [first, second] = logs.text().split('\n')
    expect(first).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: \[3f9a1c0b7d2e\] \[pagamentos\] consulta/,
    )
    expect(second).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[processos\] no ar$/)
    expect(() => JSON.parse(first!)).toThrow()
  })

  it('shows an error with its stack', () => {
    logs = captureLogs({ logFormat: 'pretty' })
    logger.error({ err: new Error('conexão recusada') }, '[erro] GET /api/products')
    expect(logs.text()).toContain('conexão recusada')
    expect(logs.text()).toMatch(/\n\s+at /)
  })
})

describe('what is never written', () => {
  it("keeps a failed query's statement but not its values, also as another error's cause", () => {
    logs = captureLogs()
    const query = new FailedQuery(
      'select * from sessions where token_hash = $1',
      ['a1b2c3-hash-da-sessao', 'maria@example.com'],
      new Error('connection terminated'),
    )
    logger.error({ err: query }, '[erro] GET /api/auth/session')
    logger.error({ err: new Error('a transação falhou', { cause: query }) }, '[erro] POST /api/x')
    const text = logs.text()
    expect(text).toContain('select * from sessions where token_hash = $1')
    expect(text).toContain('params: (omitidos)')
    expect(text).not.toContain('a1b2c3-hash-da-sessao')
    expect(text).not.toContain('maria@example.com')
    expect(logs.lines()[0]?.err?.stack).toMatch(/\n\s+at /)
  })

  it('hides passwords, tokens, cookies and connection strings should an object be logged', () => {
    logs = captureLogs()
    logger.info(
      {
        password: 'senha-1',
        body: { email: 'maria@example.com', password: 'senha-2', token: 'token-1' },
        req: { headers: { cookie: 'vitrine_session=abc', authorization: 'Bearer xyz' } },
        res: { headers: { 'set-cookie': 'vitrine_device=d1.abc' } },
        config: { databaseUrl: 'postgres://loja:segredo@db/loja', smtpUrl: 'smtp://u:p@h' },
      },
      '[teste] objeto',
    )
    const text = logs.text()
    for (const secret of ['senha-1', 'senha-2', 'token-1', 'abc', 'xyz', 'segredo', 'u:p@h']) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('maria@example.com')
    expect(text).toContain('[oculto]')
  })
})

describe('the request context', () => {
  it('is left behind by outsideRequest', () => {
    logs = captureLogs()
    inRequest('abc123', () => {
      logger.info('[teste] dentro')
      outsideRequest(() => logger.info('[teste] fora'))
    })
    expect(logs.lines().map((line) => line.reqId)).toEqual(['abc123', undefined])
  })

  it('is put back, level and output, by the capture', () => {
    const outer = captureLogs({ logLevel: 'info' })
    const inner = captureLogs({ logLevel: 'debug' })
    logger.debug('[teste] dentro')
    inner.restore()
    logger.debug('[teste] fora')
    logger.info('[teste] info')
    outer.restore()
    expect(inner.messages()).toEqual(['[teste] dentro'])
    expect(outer.messages()).toEqual(['[teste] info'])
  })
})
