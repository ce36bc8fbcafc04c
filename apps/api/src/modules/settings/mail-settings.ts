import type { MailSettings } from '@vitrina/core/schemas/provider-settings'
import type { Config } from '../../config'
import type { MailTarget } from '../../lib/mailer'
import { maskSecret, type StoredSettings } from '../payments/provider-settings.service'

// docs/product/provider-settings.md#correo: SMTP_URL (and MAIL_FROM) in the environment win; else the server
// saved in the back office; else the outbox folder of the embedded default.

export interface EffectiveMail {
  target: MailTarget
  state: MailSettings
}

export function effectiveMail(config: Config, stored: StoredSettings | undefined): EffectiveMail {
  const pinned = [...(config.smtpUrl ? ['SMTP_URL'] : []), ...(config.mailFromPinned ? ['MAIL_FROM'] : [])]
  const storedFrom = stored?.values.from as string | undefined
  const from = config.mailFromPinned ? config.mailFrom : (storedFrom ?? config.mailFrom)
  const common = {
    pinned,
    from,
    outbox_dir: config.outboxDir,
    updated_at: stored?.updatedAt.toISOString() ?? null,
  }
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl)
    return {
      target: { smtp: config.smtpUrl, from },
      state: {
        ...common,
        configured: true,
        source: 'entorno',
        host: url.hostname,
        port: url.port ? Number(url.port) : null,
        user: url.username ? decodeURIComponent(url.username) : null,
        password: maskSecret(decodeURIComponent(url.password)),
      },
    }
  }
  if (!stored) {
    const none = { host: null, port: null, user: null, password: null }
    return {
      target: { smtp: null, from },
      state: { ...common, ...none, configured: false, source: 'ninguno' },
    }
  }
  const host = String(stored.values.host)
  const port = Number(stored.values.port)
  const user = String(stored.values.user ?? '')
  const password = stored.secrets.password
  return {
    target: {
      smtp: {
        host,
        port,
        // 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when the server offers it.
        secure: port === 465,
        ...(user ? { auth: { user, pass: password ?? '' } } : {}),
        connectionTimeout: 10_000,
      },
      from,
    },
    state: {
      ...common,
      configured: true,
      source: 'panel',
      host,
      port,
      user: user || null,
      password: maskSecret(password),
    },
  }
}
