// The catalog benchmark's look at `/` as a browser gets it (bench/catalog.mjs measurePage): one
// GET's answer as it crossed the wire and decoded, and whether the server drew the products.
import http from 'node:http'
import { promisify } from 'node:util'
import { brotliDecompress, gunzip, inflate } from 'node:zlib'

const DECODE = {
  gzip: promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
}

/** One GET as `headers` ask, the body as it crossed the wire and decoded. */
export function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', async () => {
          const wire = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding'] ?? null
          try {
            const body = DECODE[encoding] ? await DECODE[encoding](wire) : wire
            resolve({
              status: res.statusCode,
              contentType: res.headers['content-type'] ?? null,
              contentEncoding: encoding,
              wireBytes: wire.length,
              body: body.toString('utf8'),
            })
          } catch (error) {
            reject(error)
          }
        })
      })
      .on('error', reject)
  })
}

// As React escapes text (escapeTextForBrowser), so a name with `&` or quotes is found too.
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const escapeHtml = (text) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch])

/**
 * Whether the first product of the list is in the page's markup, outside its scripts (the page data
 * block holds it as JSON): the page was rendered on the server, not only handed the data.
 */
export function rendersFirstProduct(html, listBody) {
  const name = JSON.parse(listBody).items[0]?.name
  if (!name) return false
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  return markup.includes(name) || markup.includes(escapeHtml(name))
}
