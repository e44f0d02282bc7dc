// Hostile requests: malformed JSON, wrong content types, path segments, query strings and bodies,
// built from the hostile values of hostile-arbitraries.ts.
import fc from 'fast-check'
import { hostileString, hostileValue, clientOnlyFields } from './hostile-arbitraries.ts'

/** Request texts that are not the JSON they claim to be (or JSON that JavaScript reads oddly). */
const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '[',
  '{"a":}',
  "{'email':'a@b.co'}",
  '{"a":1,}',
  '{"quantity": NaN}',
  '{"priceCents": Infinity}',
  '{"quantity": 1e999}',
  '{"quantity": -0}',
  'null',
  'true',
  '0',
  '""',
  '[]',
  '[{}]',
  '\u0000',
  '\ufeff{}',
  '{"email":"a@b.co","email":["x"]}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'undefined',
  '<xml/>',
  'email=cliente%40exemplo.com&password=x',
  "' OR 1=1 --",
]

/** Nesting deep enough to break a recursive reader; the deepest is 100,000 bytes. */
const deeplyNested = fc
  .record({ depth: fc.constantFrom(1_000, 20_000, 50_000), open: fc.constantFrom('[', '{"a":') })
  .map(({ depth, open }) =>
    open === '['
      ? '['.repeat(depth) + ']'.repeat(depth)
      : open.repeat(depth / 5) + '1' + '}'.repeat(depth / 5),
  )

const malformedJsonText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: deeplyNested },
  // Valid JSON cut short.
  {
    weight: 2,
    arbitrary: fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat()).map(([value, cut]) => {
      const text = JSON.stringify(value) ?? ''
      return text.slice(0, text.length === 0 ? 0 : cut % text.length)
    }),
  },
)

const JSON_CONTENT_TYPE = 'application/json'

/** Content types that are not JSON, or JSON with odd parameters; undefined sends none. */
const otherContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=vitrine',
  'application/xml',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/html',
  'json',
  '\u00e9/\u00e9',
)

/** Every byte percent-encoded, as a browser would send it (lone surrogates become U+FFFD). */
function percentEncode(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (b) => `%${b.toString(16).padStart(2, '0')}`).join(
    '',
  )
}

/** Path segments that must name nothing: not ids, too long, or percent-encoded garbage. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.uuid() },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '-'.repeat(36),
      'a'.repeat(36),
      '0'.repeat(36),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'gggggggg-gggg-gggg-gggg-gggggggggggg',
      '7d3b6c1e5a1f4c2e9b7a1f2e3d4c5b6a',
      '{7d3b6c1e-5a1f-4c2e-9b7a-1f2e3d4c5b6a}',
      'not-a-uuid',
      '1',
      '0',
      '-1',
      '1.5',
      'null',
      'undefined',
      'true',
      '%00',
      'a%00b',
      '%ZZ',
      '%',
      '%E0%A4%A',
      '%C0%AF',
      '%ED%A0%80',
      '..',
      '%2e%2e',
      '%2F..%2Fetc%2Fpasswd',
      "1'%20OR%20'1'%3D'1",
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'sim-',
      'sim-%00',
      'x'.repeat(5000),
      '9'.repeat(400),
    ),
  },
  { weight: 3, arbitrary: hostileString.map((s) => percentEncode(s.slice(0, 3000))) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
)

/** One query string: the route's own parameters and others, repeated, odd or raw garbage. */
export function hostileQuery(known: Record<string, string>): fc.Arbitrary<string> {
  const names = Object.keys(known)
  const name = fc.oneof(
    { weight: 4, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'q[]', '') },
  )
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...Object.values(known), '') },
    { weight: 4, arbitrary: hostileString.map((s) => percentEncode(s.slice(0, 500))) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%ZZ', '%', '%E0%A4%A', '-1', '1.5', '1e3') },
  )
  const pairs = fc
    .array(fc.tuple(name, value), { maxLength: 6 })
    .map((list) => list.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'))
  return fc.oneof(
    { weight: 6, arbitrary: pairs },
    { weight: 1, arbitrary: fc.constantFrom('%%%&&==&q', '&&&', '=', 'q', '?q=a?b=c') },
  )
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Paths to every value in a JSON tree (objects and arrays included), root first. */
function valuePaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix]
  if (Array.isArray(value)) {
    value.forEach((v, i) => paths.push(...valuePaths(v, [...prefix, i])))
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) paths.push(...valuePaths(v, [...prefix, k]))
  }
  return paths
}

const REMOVE = Symbol('remove')

function replaceAt(root: Json, path: (string | number)[], next: unknown | typeof REMOVE): unknown {
  if (path.length === 0) return next === REMOVE ? root : next
  const copy = structuredClone(root) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (next === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1)
    else delete node[last]
  } else {
    node[last] = next
  }
  return copy
}

/** A valid body made hostile: one value swapped, one removed, client-only fields, or anything. */
function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  const paths = valuePaths(valid as Json)
  const inner = paths.filter((p) => p.length > 0)
  const swapped = fc
    .tuple(fc.constantFrom(...paths), hostileValue)
    .map(([path, value]) => replaceAt(valid as Json, path, value))
  const removed = fc.constantFrom(...(inner.length > 0 ? inner : [[]]))
  const withClientFields = clientOnlyFields.map((extra) =>
    valid !== null && typeof valid === 'object' && !Array.isArray(valid)
      ? { ...valid, ...extra }
      : extra,
  )
  return fc.oneof(
    { weight: 5, arbitrary: swapped },
    // Without a field to remove, the valid body itself.
    { weight: 2, arbitrary: removed.map((path) => replaceAt(valid as Json, path, REMOVE)) },
    { weight: 2, arbitrary: withClientFields },
    { weight: 1, arbitrary: hostileValue },
  )
}

export interface RawBody {
  text: string
  contentType: string | undefined
}

/** What a route with a JSON body is sent: mutated JSON, malformed text, or the wrong type. */
export function hostileBody(valid: unknown): fc.Arbitrary<RawBody | undefined> {
  const json = (value: unknown) => JSON.stringify(value) ?? 'null'
  return fc.oneof(
    {
      weight: 6,
      arbitrary: mutatedBody(valid).map((v) => ({ text: json(v), contentType: JSON_CONTENT_TYPE })),
    },
    {
      weight: 2,
      arbitrary: malformedJsonText.map((text) => ({ text, contentType: JSON_CONTENT_TYPE })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(mutatedBody(valid), otherContentType)
        .map(([v, contentType]) => ({ text: json(v), contentType })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}
