import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to DATA_DIR/outbox
 * and logged, so a fresh install (and the tests) can read what would have been sent.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined
  from: string
  outboxDir: string
  log: FastifyBaseLogger
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message })
        options.log.info({ to: message.to, subject: message.subject }, 'correo enviado por SMTP')
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message })
      await mkdir(options.outboxDir, { recursive: true })
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      )
      await writeFile(file, info.message as Buffer)
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'correo guardado en la bandeja de salida',
      )
    },
    close: () => transport.close(),
  }
}
