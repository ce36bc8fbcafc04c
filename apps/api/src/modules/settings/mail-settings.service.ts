import type { FastifyInstance } from 'fastify'
import type { MailSettingsInput, ProviderCheck } from '@vitrina/core/schemas/provider-settings'
import { badRequest, conflict } from '../../lib/errors'
import { saveStoredSettings } from '../payments/provider-settings.service'
import { effectiveMail } from './mail-settings'

// docs/product/provider-settings.md#correo: saving the SMTP server and the test message.

/** Saves the server; an omitted password keeps the saved one. SMTP_URL in the environment pins it all. */
export async function saveMailSettings(
  app: FastifyInstance,
  userId: string,
  input: MailSettingsInput,
): Promise<ProviderCheck> {
  if (app.config.smtpUrl)
    throw conflict(
      'El servidor de correo está fijado en el servidor (SMTP_URL). Cámbialo allí o pide que lo quiten para editarlo aquí.',
      'PINNED_BY_ENVIRONMENT',
    )
  const stored = (await app.storedProviders()).smtp
  const user = input.user?.trim() ?? ''
  const password = input.password ?? stored?.secrets.password
  if (user && !password)
    throw badRequest('Escribe la contraseña del usuario SMTP.', 'VALIDATION_ERROR', [
      { field: 'password', message: 'Contraseña: campo obligatorio.' },
    ])
  await saveStoredSettings(app.db, app.secretBox, {
    provider: 'smtp',
    mode: null,
    values: { host: input.host, port: input.port, user, from: input.from },
    secrets: user && password ? { password } : {},
    status: 'sin_verificar',
    statusMessage: null,
    checkedAt: null,
    userId,
  })
  return { ok: true, message: 'Servidor de correo guardado. Envía un correo de prueba para comprobarlo.' }
}

/** 'Enviar correo de prueba': one message by the configuration in force, the server's refusal told in Spanish. */
export async function sendTestMail(app: FastifyInstance, to: string): Promise<ProviderCheck> {
  const { state } = effectiveMail(app.config, (await app.storedProviders()).smtp)
  try {
    await app.mailer.send({
      to,
      subject: 'Correo de prueba de tu tienda',
      text: 'Este es un correo de prueba enviado desde el panel de administración. Si lo recibiste, el correo de la tienda funciona.',
    })
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err)
    return { ok: false, message: `El servidor de correo no aceptó el mensaje: ${reason}` }
  }
  return {
    ok: true,
    message: state.configured
      ? `Correo de prueba enviado a ${to} por ${state.host}.`
      : `No hay servidor SMTP: el correo de prueba quedó en la carpeta ${state.outbox_dir}.`,
  }
}
