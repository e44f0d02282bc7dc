import nodemailer from 'nodemailer'
import { print } from '#server/logging/print.ts'

/**
 * Who an e-mail is from, as nodemailer takes it: it quotes or encodes the name in the From header
 * and gives the address alone to MAIL FROM, so no name can add an address or a header (decision 041).
 */
export interface MailSender {
  name: string
  address: string
}

export interface MailMessage {
  from: MailSender
  to: string
  subject: string
  text: string
  html: string
}

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects otherwise (the worker retries). */
  send(message: MailMessage): Promise<void>
}

/** Sends through the SMTP server of `smtpUrl`, e.g. smtps://user:pass@smtp.example.com:465. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Well under the outbox claim lease, so a hung server fails the try instead of outliving it.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
  return {
    async send(message) {
      await transporter.sendMail(message)
    },
  }
}

/**
 * Without SMTP_URL: prints each email, so a local user can follow its links from the terminal. A
 * printed block, not a log line (decision 032): e2e/support/email-log.ts reads it as it is.
 */
export function logTransport(log: (text: string) => void = print): MailTransport {
  return {
    async send(message) {
      const rule = '-'.repeat(72)
      log(
        [
          `${rule}`,
          'Email (SMTP_URL não configurado: mostrado aqui em vez de enviado)',
          `De: ${printedSender(message.from)}`,
          `Para: ${message.to}`,
          `Assunto: ${message.subject}`,
          '',
          message.text.trimEnd(),
          rule,
        ].join('\n'),
      )
    },
  }
}

/** 'De:' of a printed e-mail: the name quoted as JSON, whatever quotes or line breaks it has. */
const printedSender = ({ name, address }: MailSender) =>
  name ? `${JSON.stringify(name)} <${address}>` : address
