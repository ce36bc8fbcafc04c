import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as spanishDictionary, translations } from '@zxcvbn-ts/language-es-es'
import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import {
  brokenPasswordRule,
  PASSWORD_RULE_MESSAGES,
  type PasswordOwner,
  type PasswordRule,
} from '@vitrina/core/password-rules'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, SPANISH_FAVOURITES } from './common-passwords'
import { badRequest } from './errors'

// docs/security.md#passwords: every password the store sets (registration, change, reset, ADMIN_PASSWORD,
// npm run create-admin) passes the shared rules (packages/core/src/password-rules.ts), is not one of the
// common passwords, and reaches zxcvbn's score 2 ("fair", more than a million guesses) with the owner's
// username and e-mail and the store's name counted as known words.

/** zxcvbn's scale: 0 and 1 fall to a throttled online attack; 2 is the lowest it calls fair. */
export const MIN_PASSWORD_SCORE = 2

export const WEAK_PASSWORD_MESSAGE =
  'Esa contraseña es fácil de adivinar. Usa una más larga, por ejemplo tres o cuatro palabras poco comunes.'

const RULE_CODES: Record<PasswordRule, string> = {
  blank: 'PASSWORD_BLANK',
  repeated: 'PASSWORD_REPEATED',
  sequence: 'PASSWORD_SEQUENCE',
  personal: 'PASSWORD_PERSONAL',
  demo: 'PASSWORD_DEMO',
}

export interface PasswordContext extends PasswordOwner {
  /** NODE_ENV=production: the published demo passwords are refused too. */
  production: boolean
}

export interface PasswordProblem {
  code: string
  message: string
}

// Spanish from Spain, addressed as 'tú' as the rest of the store.
const WARNINGS: typeof translations.warnings = {
  ...translations.warnings,
  userInputs: 'No uses tu nombre de usuario, tu correo ni el nombre de la tienda.',
  pwned: 'Apareció en filtraciones de datos en internet.',
}

let estimator: ZxcvbnFactory | undefined

/** Built on the first check (the dictionaries take a moment to index), then kept. */
function strengthOf(password: string, inputs: string[]) {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...spanishDictionary, 'es-co': SPANISH_FAVOURITES },
    graphs: adjacencyGraphs,
    translations: { ...translations, warnings: WARNINGS },
  })
  return estimator.check(password, inputs)
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** What is wrong with a new password, in Spanish, or null when the store accepts it. */
export function passwordProblem(password: string, context: PasswordContext): PasswordProblem | null {
  const rule = brokenPasswordRule(password, context, { production: context.production })
  if (rule) return { code: RULE_CODES[rule], message: PASSWORD_RULE_MESSAGES[rule] }
  if (isCommonPassword(password)) return { code: 'PASSWORD_TOO_COMMON', message: COMMON_PASSWORD_MESSAGE }
  const inputs = [context.username, context.email, context.email?.split('@')[0], STORE_DEFAULT_NAME]
  const result = strengthOf(
    password,
    inputs.filter((input): input is string => Boolean(input)),
  )
  if (result.score >= MIN_PASSWORD_SCORE) return null
  const warning = result.feedback.warning
  return {
    code: 'PASSWORD_TOO_WEAK',
    message: warning ? `${WEAK_PASSWORD_MESSAGE} ${sentence(warning)}` : WEAK_PASSWORD_MESSAGE,
  }
}

/** A 400 on the form's field for a password the store does not accept. */
export function refuseWeakPassword(password: string, field: string, context: PasswordContext): void {
  const problem = passwordProblem(password, context)
  if (problem) throw badRequest(problem.message, problem.code, [{ field, message: problem.message }])
}
