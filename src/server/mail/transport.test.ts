import { afterEach, expect, it, vi } from 'vitest'
import { captureLogs } from '#server/testing/log-capture.ts'
import { logTransport } from './transport.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

it('without SMTP_URL, prints each e-mail to stdout as a block, never as a log line', async () => {
  const written: string[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk))
    return true
  })
  const logs = captureLogs({ logLevel: 'trace' })
  await logTransport().send({
    from: { name: 'Vitrine "do Zé"', address: 'nao-responda@localhost' },
    to: 'maria@example.com',
    subject: 'Redefinição de senha - Vitrine',
    text: 'Criar uma nova senha:\nhttp://localhost:3000/reset-password?token=abc\n',
    html: '<p>ignored</p>',
  })
  logs.restore()
  // Byte for byte what e2e/support/email-log.ts splits on its rules of 72 dashes.
  const rule = '-'.repeat(72)
  expect(written).toEqual([
    [
      rule,
      'Email (SMTP_URL não configurado: mostrado aqui em vez de enviado)',
      'De: "Vitrine \\"do Zé\\"" <nao-responda@localhost>',
      'Para: maria@example.com',
      'Assunto: Redefinição de senha - Vitrine',
      '',
      'Criar uma nova senha:',
      'http://localhost:3000/reset-password?token=abc',
      rule,
      '',
    ].join('\n'),
  ])
  expect(logs.text()).toBe('')
})
