import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '#server/app.ts'
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '#domain/photos.ts'
import { highDetailJpeg } from '#server/testing/photo-fixtures.ts'
import { photoForm } from '#server/testing/photo-uploads.ts'
import { PRODUCT_INPUT } from '#server/testing/product-fixtures.ts'
import type { TestApp } from '#server/testing/test-app.ts'
import {
  bodyLimitShop,
  padded,
  servedOnSocket,
  TOO_LARGE,
  writableState,
} from '#server/testing/security/body-limit-fixtures.ts'

/**
 * The photo upload is the one route whose body may pass MAX_BODY_BYTES (100 KB): up to
 * MAX_PHOTO_BYTES (10 MB), on the server as `npm start` runs it, over a real socket. Every other
 * route keeps 100 KB (body-limit.test.ts), the admin's product save next to it included.
 */

let t: TestApp
let cookie: string
let socket: Awaited<ReturnType<typeof servedOnSocket>>
let base = ''

beforeAll(async () => {
  const shop = await bodyLimitShop()
  t = shop.t
  cookie = shop.cookies.admin!
  socket = await servedOnSocket(t)
  base = `http://127.0.0.1:${socket.port}`
}, 60_000)

afterAll(async () => {
  await socket?.close()
  await t?.close()
})

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, origin: t.config.publicUrl, ...headers },
    body,
  })

/** Writes a raw POST and answers every byte the server sent until it closed. */
function rawPost(path: string, body: Buffer, contentType: string): Promise<string> {
  const { port } = new URL(base)
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1')
    const received: Buffer[] = []
    socket.on('data', (chunk) => received.push(chunk))
    // The server may answer and close before the whole body is written (EPIPE, ECONNRESET).
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')))
    socket.setTimeout(10_000, () => socket.destroy())
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Origin: ${t.config.publicUrl}\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    )
    socket.end(body)
  })
}

describe('the body limit and the photo upload, over a real socket', () => {
  it('takes a photo of several hundred KB on the upload route', async () => {
    const photo = await highDetailJpeg(1000, 800)
    expect(photo.length).toBeGreaterThan(MAX_BODY_BYTES * 3)
    const res = await post('/api/admin/photos', photoForm(photo))
    expect(res.status, await res.clone().text()).toBe(201)
  })

  it('refuses over 10 MB there, at once from its Content-Length', async () => {
    const before = await writableState(t)
    const bytes = new Uint8Array(MAX_PHOTO_BYTES + 200 * 1024)
    bytes.set([0xff, 0xd8, 0xff])
    const res = await post('/api/admin/photos', photoForm(bytes))
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ error: { message: PHOTO_MESSAGES.tooLarge } })
    expect(await writableState(t)).toEqual(before)
  })

  it('keeps 100 KB on the route beside it (the product save)', async () => {
    const before = await writableState(t)
    const body = padded({ ...PRODUCT_INPUT }, MAX_BODY_BYTES + 1)
    const res = await post('/api/admin/products', body, { 'content-type': 'application/json' })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual(TOO_LARGE)
    expect(await writableState(t)).toEqual(before)
  })

  it('keeps 100 KB on a near spelling of the upload route', async () => {
    const before = await writableState(t)
    const form = new Response(photoForm(await highDetailJpeg(1000, 800)))
    const body = Buffer.from(await form.arrayBuffer())
    const type = form.headers.get('content-type')!
    for (const path of [
      '/api/admin/photos/x',
      '/api/admin/photosx',
      '/api/admin/photos/../products',
    ]) {
      // Raw HTTP: the server answers 413 and closes before reading a body it refuses, which a
      // fetch still writing it reports as a failure instead of the answer.
      expect((await rawPost(path, body, type)).slice(0, 12), path).toBe('HTTP/1.1 413')
    }
    expect(await writableState(t)).toEqual(before)
  })
})
