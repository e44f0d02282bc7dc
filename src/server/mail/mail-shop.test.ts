import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOP_SETTINGS_SAMPLE } from '#server/testing/shop-settings-fixtures.ts'
import { EMAIL_SAMPLES } from '#server/testing/email-fixtures.ts'
import { startSmtp } from '#server/testing/smtp-fake.ts'
import { mailSender, mailShop } from './mail-shop.ts'
import { renderEmail } from './templates.ts'
import { smtpTransport } from './transport.ts'

const PHOTO = `/media/${'ab'.repeat(16)}-1280.webp`

describe("the e-mails' shop, from the panel's settings (issue 44)", () => {
  it('ends every e-mail with who sells, in text and html', () => {
    const shop = mailShop('https://loja.example', SHOP_SETTINGS_SAMPLE)
    const email = renderEmail('order-confirmation', EMAIL_SAMPLES['order-confirmation'], shop)
    expect(email.text).toContain(
      [
        '--',
        'João da Silva Acessórios Ltda · CNPJ 12.ABC.345/01DE-35',
        'Avenida Paulista, 1000, Sala 2 - Bela Vista, São Paulo - SP, CEP 01310-100',
        'contato@oficinadojoao.com.br · WhatsApp (11) 98765-4321',
        'Atendimento: Seg a sex, 9h às 18h',
      ].join('\n'),
    )
    expect(email.html).toContain('João da Silva Acessórios Ltda · CNPJ 12.ABC.345/01DE-35<br>')
  })

  it("puts the shop's image on top: an uploaded photo as its JPEG, at the shop's address", () => {
    const shop = mailShop('https://loja.example', { ...SHOP_SETTINGS_SAMPLE, image: PHOTO })
    expect(shop.image).toBe(`https://loja.example/media/${'ab'.repeat(16)}-1200.jpg`)
    const email = renderEmail('welcome', EMAIL_SAMPLES.welcome, shop)
    expect(email.html).toContain(`<img src="${shop.image}" alt="Oficina do João"`)
    const typed = mailShop('https://loja.example', {
      ...SHOP_SETTINGS_SAMPLE,
      image: 'https://cdn.exemplo.com/logo.png',
    })
    expect(typed.image).toBe('https://cdn.exemplo.com/logo.png')
  })

  it('without an identity or image, adds nothing', () => {
    const shop = mailShop('https://loja.example', {
      ...SHOP_SETTINGS_SAMPLE,
      legalName: '',
      taxId: '',
      address: {
        ...SHOP_SETTINGS_SAMPLE.address,
        street: '',
        city: '',
        cep: '',
        number: '',
        complement: '',
        neighborhood: '',
        state: '',
      },
      email: '',
      whatsapp: '',
      supportHours: '',
      image: '',
    })
    const email = renderEmail('welcome', EMAIL_SAMPLES.welcome, shop)
    expect(email.text).not.toContain('--')
    expect(email.text.trimEnd().endsWith('Equipe Oficina do João')).toBe(true)
    expect(email.html).not.toContain('<img')
  })
})

/** A message's header fields as received: unfolded, the names in lower case. */
function headerFields(raw: string): [name: string, value: string][] {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, '')
  return head.split('\r\n').map((line) => {
    const colon = line.indexOf(':')
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]
  })
}

/** An RFC 2047 encoded word's text. */
function decodedWord(charset: string, encoding: string, text: string): string {
  const bytes =
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        )
  expect(charset.toLowerCase()).toBe('utf-8')
  return bytes.toString('utf8')
}

const ENCODED_WORD = /^=\?([^?]+)\?([bq])\?([^?]*)\?=$/i

/**
 * The mailboxes of an address list (RFC 5322) as a mail client reads them: a comma outside quotes
 * starts another, a quoted string or encoded words make the name, the angle brackets the address.
 */
function mailboxes(value: string): { name: string; address: string }[] {
  const tokens = value.match(/"(?:[^"\\]|\\.)*"|<[^>]*>|,|\s+|[^\s"<>,]+/g) ?? []
  expect(tokens.join('')).toBe(value)
  const found: { name: string; address: string }[] = []
  let words: string[] = []
  let previousEncoded = false
  let address: string | undefined
  const end = () => {
    found.push({ name: words.join('').trim(), address: address ?? '' })
    ;[words, address, previousEncoded] = [[], undefined, false]
  }
  for (const token of tokens) {
    const encoded = ENCODED_WORD.exec(token)
    if (token === ',') end()
    else if (token.startsWith('<')) address = token.slice(1, -1)
    else if (/^\s+$/.test(token)) words.push(' ')
    else if (encoded) {
      // White space between two encoded words is not part of the name (RFC 2047, 6.2).
      if (previousEncoded && words.at(-1) === ' ') words.pop()
      words.push(decodedWord(encoded[1]!, encoded[2]!, encoded[3]!))
    } else if (token.startsWith('"'))
      words.push(token.slice(1, -1).replace(/\\(.)/g, (_, char: string) => char))
    else words.push(token)
    previousEncoded = encoded !== null || (previousEncoded && /^\s+$/.test(token))
  }
  end()
  return found
}

describe('who the e-mails are from (issue 57)', () => {
  const ADDRESS = 'contato@loja.com.br'
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp({ accept: true })
  })
  afterAll(() => smtp.close())

  it.each([
    ['the sender name the owner set', { name: 'Vitrine', senderName: 'Oficina do João' }],
    ['a shop name with quotes', { name: 'Acessórios "do Zé"', senderName: '' }],
    [
      'a shop name that closes the quotes and names an address',
      {
        name: 'Loja" <ladrao@evil.test>, "x',
        senderName: '',
      },
    ],
    [
      'a shop name with a line break and a header',
      {
        name: 'Loja\r\nBcc: ladrao@evil.test',
        senderName: '',
      },
    ],
  ])("%s: the name as it is, at MAIL_FROM's address only", async (_, settings) => {
    const name = settings.senderName || settings.name
    const before = smtp.received.length
    await smtpTransport(`smtp://127.0.0.1:${smtp.port}`).send({
      from: mailSender(settings, ADDRESS),
      to: 'maria@example.com',
      subject: 'Bem-vindo',
      text: 'Olá',
      html: '<p>Olá</p>',
    })
    expect(smtp.received).toHaveLength(before + 1)
    // MAIL FROM and RCPT TO: what the server delivers by, whatever the headers say.
    expect(smtp.envelopes.at(-1)).toEqual({ from: ADDRESS, to: ['maria@example.com'] })
    const fields = headerFields(smtp.received.at(-1)!)
    const from = fields.filter(([field]) => field === 'from').map(([, value]) => value)
    expect(from).toHaveLength(1)
    expect(mailboxes(from[0]!)).toEqual([{ name, address: ADDRESS }])
    expect(fields.map(([field]) => field)).not.toContain('bcc')
  })
})
