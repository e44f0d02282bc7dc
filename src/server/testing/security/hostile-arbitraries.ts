import fc from 'fast-check'

/** What an attacker types into a text field: injections, scripts, odd unicode, odd numbers. */
const NASTY_STRINGS = [
  // SQL
  "' OR 1=1 --",
  "' OR '1'='1",
  '; DROP TABLE orders; --',
  "'; DROP TABLE users; --",
  "1'; select pg_sleep(5); --",
  "' UNION SELECT password_hash, token_hash FROM users, sessions --",
  '%',
  '_',
  '\\',
  "''",
  // Misspelt searches, which the catalog tries again forgiving typos (decision 050)
  'volnte',
  'MANOLPA 4990',
  'capa volnte %_',
  'volnte '.repeat(28).trim(),
  'v'.repeat(200),
  // HTML, script, templates
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  '</textarea><script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  // String.prototype.replace's patterns, when a text is passed as the replacement (decision 025)
  '$`',
  "$'",
  '$&',
  '$$',
  '$1',
  '$`'.repeat(100),
  // URLs an <img>, a link or an email must never carry
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  'https://evil.example/x.png',
  'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  // unicode
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀🚗💥',
  '\u202eRTL\u202c',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u200b\u200d\ufeff',
  'ñáéíóúç ÃÕ',
  '\r\n\t\u000b\u0008',
  ' ',
  '',
  // paths and names with a meaning elsewhere
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'C:\\Windows\\system32',
  '__proto__',
  'constructor',
  // numbers and words as text
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  'true',
  // almost valid values, so mutations also reach the deeper checks
  '11987654321',
  '(11) 98765-4321',
  '01310100',
  'SP',
  'cliente@exemplo.com',
  ' CLIENTE@EXEMPLO.COM ',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  '/demo/products/capa-volante.svg',
  '00000000-0000-0000-0000-000000000000',
]

/** 10k and 100k characters: under the body limit when ASCII, over it when multi-byte. */
const hugeString = fc
  .record({
    length: fc.constantFrom(10_000, 100_000),
    unit: fc.constantFrom('a', 'é', '😀', "' OR 1=1 -- ", '<b>', '\u0000'),
  })
  .map(({ length, unit }) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length))

/**
 * The patterns a replacement string reads (decision 025: a text passed as one copies the string it is
 * put in): '$`' (what comes before), "$'" (after), '$&' (the match), '$$', a group's number or
 * name. Used once, or repeated up to 100 times, or among letters and markup.
 */
export const REPLACEMENT_PATTERNS = ['$`', "$'", '$&', '$$', '$1', '$0', '$<x>'] as const

export const replacementPatterns: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...REPLACEMENT_PATTERNS),
  fc
    .record({
      unit: fc.constantFrom(...REPLACEMENT_PATTERNS),
      count: fc.integer({ min: 2, max: 100 }),
    })
    .map(({ unit, count }) => unit.repeat(count)),
  fc
    .array(fc.constantFrom(...REPLACEMENT_PATTERNS, 'a', ' ', 'é', '<b>', '"', '</script>'), {
      minLength: 1,
      maxLength: 60,
    })
    .map((parts) => parts.join('')),
)

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: replacementPatterns },
)

/** Quantities, prices and stock no shop should take. */
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    -0.01,
    999.999,
    1000,
    1e6,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e308,
    -1e308,
  ),
  fc.integer(),
  // NaN and ±Infinity become null in JSON; the raw texts below send them literally.
  fc.double(),
)

/** Any JSON value, built from the hostile strings and numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  {
    weight: 2,
    arbitrary: fc.anything({
      maxDepth: 3,
      maxKeys: 4,
      values: [hostileString, hostileNumber, fc.boolean(), fc.constant(null)],
    }),
  },
)

/** Fields a client has no business sending: the server must ignore every one. */
export const clientOnlyFields: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    priceCents: hostileNumber,
    unitPriceCents: hostileNumber,
    subtotalCents: hostileNumber,
    discountCents: hostileNumber,
    shippingCostCents: hostileNumber,
    totalCents: hostileNumber,
    price: fc.oneof(hostileNumber, hostileString),
    userId: fc.oneof(fc.uuid(), hostileString),
    isAdmin: fc.constantFrom(true, 'true', 1),
    is_admin: fc.constant(true),
    role: fc.constant('admin'),
    id: fc.oneof(fc.uuid(), hostileString),
    status: fc.constantFrom('pago', 'enviado', 'entregue'),
    paymentStatus: fc.constantFrom('aprovado', 'approved'),
    createdAt: fc.constantFrom('1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z'),
    passwordHash: fc.constant('$argon2id$v=19$m=19456,t=2,p=1$forjado'),
  },
  { requiredKeys: [] },
)
