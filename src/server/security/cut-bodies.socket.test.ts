import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES } from '#domain/photos.ts'
import { highDetailJpeg } from '#server/testing/photo-fixtures.ts'
import { mediaFiles, photoForm } from '#server/testing/photo-uploads.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import {
  bodyLimitShop,
  servedOnSocket,
  writableState,
} from '#server/testing/security/body-limit-fixtures.ts'

/**
 * Bodies cut short, reset mid-way or framed wrong, over a real socket as `npm start` serves them
 * (app.request cannot cut a body): the upload route and one route per body limiter. None may end
 * the process (decision 041: a cut multipart body did), none writes anything, and the shop answers the
 * next request. An uncaught error in this worker would fail the whole file.
 */

let t: TestApp
let cookie: string
let socket: Awaited<ReturnType<typeof servedOnSocket>>
let port = 0

beforeAll(async () => {
  const shop = await bodyLimitShop()
  t = shop.t
  cookie = shop.cookies.admin!
  socket = await servedOnSocket(t)
  port = socket.port
}, 60_000)

afterAll(async () => {
  await socket?.close()
  await t?.close()
})

const BOUNDARY = 'xx'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

/** The prober's 103 bytes: a `foto` part whose closing boundary never comes. */
const unterminated = (field = 'foto') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.from('abc'),
  ])

interface Exchange {
  path: string
  method?: string
  contentType: string
  /** The announced length; default the body's. */
  length?: number
  body: Buffer
  /** Destroys the socket this many ms after the body's first `afterBytes` bytes were written. */
  reset?: { afterBytes: number; ms: number }
  /** A body shorter than announced: the client closes its side after this many ms. */
  giveUpAfterMs?: number
}

/** Raw HTTP; answers every byte the server sent until the socket closed. */
function exchange({
  path,
  method = 'POST',
  contentType,
  length,
  body,
  reset,
  giveUpAfterMs,
}: Exchange) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    socket.on('data', (chunk) => received.push(chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')))
    socket.setTimeout(5_000, () => socket.destroy())
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Origin: ${t.config.publicUrl}\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${length ?? body.length}\r\nConnection: close\r\n\r\n`,
    )
    if (reset) {
      socket.write(body.subarray(0, reset.afterBytes))
      setTimeout(() => socket.resetAndDestroy(), reset.ms)
      return
    }
    // The whole body, then the server's answer and its close (Connection: close). A client that
    // closed its side at once would have Node's server drop the request before it answers.
    socket.write(body)
    if (giveUpAfterMs !== undefined) setTimeout(() => socket.end(), giveUpAfterMs)
  })
}

/** The shop still answers, and nothing was written. */
async function stillServing(before: Awaited<ReturnType<typeof writableState>>) {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`)
  expect(res.status).toBe(200)
  expect(await writableState(t)).toEqual(before)
  expect(await mediaFiles(t.config.mediaDir)).toEqual([])
}

const statusOf = (answer: string) => answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1]

describe('the photo upload, its body cut', () => {
  it('answers 400 to a multipart body that ends without its closing boundary', async () => {
    const before = await writableState(t)
    const body = unterminated()
    expect(body.length).toBe(103)
    const answer = await exchange({ path: '/api/admin/photos', contentType: MULTIPART, body })
    expect(statusOf(answer)).toBe('400')
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'photo-not-multipart', message: PHOTO_MESSAGES.notMultipart },
    })
    await stillServing(before)
  })

  it('answers 400 to the same body in another field, and to a body that announced more', async () => {
    const before = await writableState(t)
    for (const [body, length] of [
      [unterminated('outro'), undefined],
      [unterminated(), 4096],
      [unterminated('outro'), 4096],
    ] as const) {
      const answer = await exchange({
        path: '/api/admin/photos',
        contentType: MULTIPART,
        body,
        length,
        giveUpAfterMs: length ? 200 : undefined,
      })
      // A body that never arrives whole may get no answer at all; never a 5xx, never a crash.
      expect(statusOf(answer) ?? '400', String(length)).toMatch(/^4\d\d$/)
    }
    await stillServing(before)
  })

  it('survives the connection reset 0 to 5 ms after the first 2 KB of a real upload', async () => {
    const before = await writableState(t)
    const form = new Response(photoForm(await highDetailJpeg(1000, 800)))
    const body = Buffer.from(await form.arrayBuffer())
    const contentType = form.headers.get('content-type')!
    for (const ms of [0, 1, 2, 3, 4, 5]) {
      await exchange({
        path: '/api/admin/photos',
        contentType,
        body,
        reset: { afterBytes: 2048, ms },
      })
    }
    await stillServing(before)
  })

  it('refuses a file in another field before reading it, however large', async () => {
    const before = await writableState(t)
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="outro"; filename="a.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    )
    // 300 MB announced, 1 MB sent: the route must answer before it reads them.
    const answer = await exchange({
      path: '/api/admin/photos',
      contentType: MULTIPART,
      body: Buffer.concat([head, Buffer.alloc(1024 * 1024, 0x61)]),
      length: 300 * 1024 * 1024,
      giveUpAfterMs: 2_000,
    })
    expect(statusOf(answer)).toMatch(/^4\d\d$/)
    await stillServing(before)
  })

  it('answers 400 to a body whose boundary is not the one announced', async () => {
    const before = await writableState(t)
    const form = new Response(photoForm(await highDetailJpeg(200, 150)))
    const body = Buffer.from(await form.arrayBuffer())
    const answer = await exchange({
      path: '/api/admin/photos',
      contentType: 'multipart/form-data; boundary=outra-fronteira',
      body,
    })
    expect(statusOf(answer)).toBe('400')
    await stillServing(before)
  })
})

describe('the other body limiters, their bodies cut', () => {
  // The 100 KB limiter (most routes) and the policies' 256 KB one (app.ts).
  const routes = [
    { method: 'POST', path: '/api/auth/login', body: '{"email":"a@b.c","password":"x' },
    { method: 'PUT', path: '/api/admin/policies/privacy', body: '{"text":"Olá' },
  ]

  for (const { method, path, body } of routes) {
    it(`${method} ${path}: a body shorter than announced, reset mid-way, or multipart`, async () => {
      const before = await writableState(t)
      const json = 'application/json'
      const short = await exchange({
        method,
        path,
        contentType: json,
        body: Buffer.from(body),
        length: 4096,
        giveUpAfterMs: 200,
      })
      // Node's server drops a request whose body never came whole: no answer, never a 2xx or 5xx.
      expect(short).not.toMatch(/^HTTP\/1\.1 [25]/)
      await exchange({
        method,
        path,
        contentType: json,
        body: Buffer.from(body.padEnd(4096, ' ')),
        length: 8192,
        reset: { afterBytes: 2048, ms: 1 },
      })
      const wrong = await exchange({ method, path, contentType: MULTIPART, body: unterminated() })
      expect(statusOf(wrong)).toMatch(/^4\d\d$/)
      await stillServing(before)
    })
  }
})
