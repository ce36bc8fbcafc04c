import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { FastifyBaseLogger } from 'fastify'
import { memoByOptions } from './memo-by-options'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[]
}

/** Where mail goes now: an SMTP server (SMTP_URL or the back office's), else the outbox; and who sends it. */
export interface MailTarget {
  smtp: string | SMTPTransport.Options | null
  from: string
}

export interface Mailer {
  /** Sends by the target in force when called, so a server saved in the back office needs no restart. */
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * SMTP when a server is configured; otherwise every message is written as an .eml file to DATA_DIR/outbox
 * and logged, so a fresh install (and the tests) can read what would have been sent.
 */
export function createMailer(options: {
  target: () => Promise<MailTarget>
  outboxDir: string
  log: FastifyBaseLogger
}): Mailer {
  const opened: Transporter[] = []
  const smtpTransport = memoByOptions((smtp: string | SMTPTransport.Options) => {
    opened.splice(0).forEach((t) => t.close())
    const transport = nodemailer.createTransport(smtp)
    opened.push(transport)
    return transport
  })
  const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const { smtp, from } = await options.target()
      if (smtp) {
        await smtpTransport(smtp).sendMail({ from, ...message })
        options.log.info({ to: message.to, subject: message.subject }, 'correo enviado por SMTP')
        return
      }
      const info = await fileTransport.sendMail({ from, ...message })
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
    close: () => {
      opened.splice(0).forEach((t) => t.close())
      fileTransport.close()
    },
  }
}
