import { z } from 'zod'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants'
import { brokenPasswordRule, PASSWORD_RULE_MESSAGES, type PasswordOwner } from '../password-rules'
import { emailSchema } from './common'
import { registerConsentFields } from './privacy'

// Texts of docs/product/auth.md#register (validation rules), kept once for the forms and the server.
export const AUTH_MESSAGES = {
  fillAllFields: 'Por favor, completa todos los campos.',
  fixFields: 'Por favor, corrige los campos antes de continuar.',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  ensureAvailable: 'Asegúrate de que el usuario y el email estén disponibles.',
  passwordsMismatch: 'Las contraseñas no coinciden.',
  missingResetToken: 'No se encontró un token de reseteo. Por favor, solicita un nuevo enlace.',
  newPasswordsMismatch: 'Las nuevas contraseñas no coinciden.',
  newPasswordTooShort: `La nueva contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  usernameTooShort: `El nombre de usuario debe tener al menos ${USERNAME_MIN_LENGTH} caracteres.`,
  usernameChars: 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos.',
  usernameScripts:
    'El nombre de usuario no puede mezclar alfabetos (por ejemplo, letras latinas con cirílicas o griegas).',
  passwordTooLong: `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.`,
} as const

/** A new password: the spec's length, then the rules that need nobody's data (password-rules.ts). */
const passwordSchema = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
    .superRefine((password, ctx) => {
      // One reason at a time: a password of the wrong length already has its message.
      if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return
      const rule = brokenPasswordRule(password)
      if (rule) ctx.addIssue({ code: 'custom', message: PASSWORD_RULE_MESSAGES[rule] })
    })

/** The password must not hold the account's own username or e-mail (the form shows it under the field). */
export const refinePersonalPassword =
  <K extends string>(field: K) =>
  (input: Record<K, string> & PasswordOwner, ctx: z.RefinementCtx) => {
    if (brokenPasswordRule(input[field], input) === 'personal')
      ctx.addIssue({ code: 'custom', path: [field], message: PASSWORD_RULE_MESSAGES.personal })
  }

/** Scripts with letters that pass for Latin ones ('а' is Cyrillic, 'ο' Greek): one name uses one. */
const LOOKALIKE_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
]
export const mixesScripts = (name: string) =>
  LOOKALIKE_SCRIPTS.filter((script) => script.test(name)).length > 1

/**
 * NFKC first, so 'ｃａｍｉｌａ' (full width) is 'camila' before any rule or the uniqueness check sees it;
 * the database compares names case-folded (lower()).
 */
export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameTooShort })
  .transform((name) => name.normalize('NFKC').trim())
  .pipe(
    z
      .string()
      .min(USERNAME_MIN_LENGTH, AUTH_MESSAGES.usernameTooShort)
      .max(USERNAME_MAX_LENGTH, `El nombre de usuario no puede superar ${USERNAME_MAX_LENGTH} caracteres.`)
      .regex(/^[\p{L}\p{N}._-]+$/u, AUTH_MESSAGES.usernameChars)
      .refine((name) => !mixesScripts(name), AUTH_MESSAGES.usernameScripts),
  )

export const loginInputSchema = z.strictObject({
  email: z
    .string({ error: AUTH_MESSAGES.fillAllFields })
    .trim()
    .toLowerCase()
    .min(1, AUTH_MESSAGES.fillAllFields)
    .max(254),
  password: z
    .string({ error: AUTH_MESSAGES.fillAllFields })
    .min(1, AUTH_MESSAGES.fillAllFields)
    .max(PASSWORD_MAX_LENGTH),
})
export type LoginInput = z.infer<typeof loginInputSchema>

export const registerInputSchema = z
  .strictObject({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema(AUTH_MESSAGES.passwordTooShort),
    ...registerConsentFields,
  })
  .superRefine(refinePersonalPassword('password'))
export type RegisterInput = z.infer<typeof registerInputSchema>

export const forgotPasswordInputSchema = z.strictObject({ email: emailSchema })

export const resetPasswordInputSchema = z.strictObject({
  token: z
    .string({ error: AUTH_MESSAGES.missingResetToken })
    .trim()
    .min(1, AUTH_MESSAGES.missingResetToken)
    .max(200),
  newPassword: passwordSchema(AUTH_MESSAGES.passwordTooShort),
})

export const changePasswordInputSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Ingresa tu contraseña actual.' })
    .min(1, 'Ingresa tu contraseña actual.')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema(AUTH_MESSAGES.newPasswordTooShort),
})

export const checkUsernameQuerySchema = z.strictObject({ username: z.string().max(200) })
export const checkEmailQuerySchema = z.strictObject({ email: z.string().max(300) })
export const availabilitySchema = z.object({ available: z.boolean() })

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  created_at: z.string(),
  profile_image_url: z.string().nullable(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** `privacy_policy_pending`: the customer must accept a newer data-treatment policy before going on. */
export const authResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  privacy_policy_pending: z.boolean(),
})
export type AuthResponse = z.infer<typeof authResponseSchema>
