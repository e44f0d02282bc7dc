import { SMTPServer } from 'smtp-server'

/** A local SMTP server that stores what it accepts, or answers 451 while `accept` is false. */
export async function startSmtp(options: { accept: boolean }) {
  const received: string[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
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
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) }
}
