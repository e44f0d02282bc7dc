import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '#server/app.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import {
  bodyLimitShop,
  CUSTOMER,
  padded,
  servedOnSocket,
  TOO_LARGE,
  writableState,
} from '#server/testing/security/body-limit-fixtures.ts'

/**
 * The body limit (MAX_BODY_BYTES, 413) over a real socket, on the server as `npm start` runs it.
 * In-process, app.request believes any Content-Length (Hono's bodyLimit trusts it; that is how
 * body-limit.test.ts sends its bodies). Over a real socket, Node's HTTP parser reads exactly the
 * announced bytes, so a lying header cannot smuggle a larger body in; these prove it.
 */

let t: TestApp
let productId: string
const snapshot = () => writableState(t)

beforeAll(async () => {
  ;({ t, productId } = await bodyLimitShop())
}, 60_000)

afterAll(async () => {
  await t?.close()
})

describe('over a real socket', () => {
  let socket: Awaited<ReturnType<typeof servedOnSocket>>
  let port = 0

  beforeAll(async () => {
    socket = await servedOnSocket(t)
    port = socket.port
  })

  afterAll(() => socket?.close())

  /** Writes raw HTTP and returns every byte the server answered until it closed. */
  function rawExchange(head: string, body: Buffer): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
      const received: Buffer[] = []
      socket.on('data', (chunk) => received.push(chunk))
      // The server may answer and close before the whole body is written (EPIPE, ECONNRESET).
      socket.on('error', () => undefined)
      socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')))
      socket.setTimeout(10_000, () => socket.destroy())
      socket.write(head)
      socket.end(body)
    })
  }

  const statusLines = (answer: string) => answer.match(/^HTTP\/1\.1 \d{3}/gm) ?? []

  it('refuses a chunked body over the limit', async () => {
    const before = await snapshot()
    const body = Buffer.from(padded({ ...CUSTOMER }, MAX_BODY_BYTES * 2))
    const chunks: Buffer[] = []
    for (let i = 0; i < body.length; i += 16_384) {
      const part = body.subarray(i, i + 16_384)
      chunks.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'))
    }
    chunks.push(Buffer.from('0\r\n\r\n'))
    const answer = await rawExchange(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Origin: ${t.config.publicUrl}\r\n` +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      Buffer.concat(chunks),
    )
    expect(statusLines(answer)[0]).toBe('HTTP/1.1 413')
    expect(answer).toContain(TOO_LARGE.error.message)
    expect(await snapshot()).toEqual(before)
  })

  it('never takes more than the announced bytes when Content-Length understates', async () => {
    const before = await snapshot()
    const body = Buffer.from(padded({ ...CUSTOMER }, MAX_BODY_BYTES * 2))
    const answer = await rawExchange(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Origin: ${t.config.publicUrl}\r\n` +
        'Content-Length: 10\r\nConnection: close\r\n\r\n',
      body,
    )
    // The first 10 bytes are malformed JSON and the rest is no request at all (Node's parser
    // answers it with its own 400): the large body is never taken as this request's.
    expect(statusLines(answer)[0]).toBe('HTTP/1.1 400')
    expect(answer).not.toMatch(/HTTP\/1\.1 (2|5)\d\d/)
    expect(await snapshot()).toEqual(before)
  })

  it('refuses at once a Content-Length over the limit', async () => {
    const before = await snapshot()
    const answer = await rawExchange(
      'POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Origin: ${t.config.publicUrl}\r\n` +
        `Content-Length: ${MAX_BODY_BYTES * 10}\r\nConnection: close\r\n\r\n`,
      Buffer.from(JSON.stringify({ productId, whatsapp: '11987654321', carInfo: 'Gol' })),
    )
    expect(statusLines(answer)[0]).toBe('HTTP/1.1 413')
    expect(await snapshot()).toEqual(before)
  })
})
