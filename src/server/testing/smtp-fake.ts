import { SMTPServer } from 'smtp-server'

/**
 * A local SMTP server that stores what it accepts (each message as received, and its envelope:
 * MAIL FROM and RCPT TO), or answers 451 while `accept` is false. With `auth`, it asks for that
 * user and password, as a real provider does (SMTP_URL then holds them).
 */
export async function startSmtp(options: {
  accept: boolean
  auth?: { user: string; pass: string }
}) {
  const received: string[] = []
  const envelopes: { from: string; to: string[] }[] = []
  const { auth } = options
  const server = new SMTPServer({
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    // No TLS on a test's loopback: the password goes in the clear, as it could nowhere else.
    allowInsecureAuth: true,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) {
        callback(null, { user: login.username })
      } else callback(new Error('Usuário ou senha inválidos'))
    },
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (!options.accept) {
          callback(
            Object.assign(new Error('Serviço indisponível, tente depois'), { responseCode: 451 }),
          )
          return
        }
        received.push(Buffer.concat(chunks).toString('utf8'))
        const { mailFrom, rcptTo } = session.envelope
        envelopes.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((rcpt) => rcpt.address),
        })
        callback()
      })
    },
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    const net = server.listen(0, '127.0.0.1', () => {
      const address = net.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  return {
    received,
    envelopes,
    port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/** A received message's text, its quoted-printable undone (soft line breaks and =XX bytes). */
export function decodedMessage(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}
