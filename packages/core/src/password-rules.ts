// docs/security.md#passwords: the rules a new password must pass that need no dictionary, so the forms show
// the same Spanish reason as the server before anything is sent. The strength estimate (zxcvbn, with its
// dictionaries) runs on the server only (apps/api/src/lib/password-strength.ts).

export const PASSWORD_RULE_MESSAGES = {
  blank: 'La contraseña no puede ser solo espacios.',
  repeated:
    'La contraseña no puede ser un mismo carácter o grupo de caracteres repetido (como "aaaaaa" o "abcabc").',
  sequence: 'La contraseña no puede ser una secuencia de caracteres seguidos (como "123456" o "abcdef").',
  personal: 'La contraseña no puede contener tu nombre de usuario ni tu correo electrónico.',
  demo: 'Esa es una contraseña de las cuentas de demostración, que es pública: elige otra.',
} as const

export type PasswordRule = keyof typeof PASSWORD_RULE_MESSAGES

/**
 * The demo store's accounts by username and their passwords, published in the README and printed at start:
 * anyone may try them, so a production store accepts none of them (docs/security.md#passwords).
 */
export const DEMO_PASSWORDS: Readonly<Record<string, string>> = {
  admin: 'Admin123!',
  empleado: 'Empleado123!',
  cliente: 'Cliente123!',
  'valentina.restrepo': 'Valentina123!',
  'santiago.gomez': 'Santiago123!',
  'camila.ospina': 'Camila123!',
  'andres.mejia': 'Andres123!',
  'daniela.vargas': 'Daniela123!',
  'juanpablo.rios': 'JuanPablo123!',
  'mariana.londono': 'Mariana123!',
  'sebastian.herrera': 'Sebastian123!',
}

/** Whose password it is: its own name and address must not be in it. */
export interface PasswordOwner {
  username?: string | null | undefined
  email?: string | null | undefined
}

/** Case, width and accents folded away: 'Ａñá' and 'ana' are the same letters to an attacker. */
export const foldPassword = (text: string) =>
  text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')

const lettersAndDigits = (text: string) => foldPassword(text).replace(/[^\p{L}\p{N}]/gu, '')

const demoPasswords = new Set(Object.values(DEMO_PASSWORDS).map(foldPassword))

/** One unit said again and again: 'aaaaaa', '121212', 'abcabc', six spaces. */
const isRepeated = (folded: string) => /^([\s\S]+?)\1+$/u.test(folded)

/** Each character the next code point up (or down) from the one before: '123456', 'abcdef', '987654'. */
function isSequence(folded: string): boolean {
  const points = [...folded].map((c) => c.codePointAt(0)!)
  if (points.length < 3) return false
  const step = points[1]! - points[0]!
  return Math.abs(step) === 1 && points.every((p, i) => i === 0 || p - points[i - 1]! === step)
}

/**
 * True when the password is the owner's username or e-mail (or the part before the '@'), or holds one of
 * them; a part shorter than 4 letters and digits only counts as the whole password ('ana' may sit in
 * 'banana-split').
 */
function isPersonal(password: string, owner: PasswordOwner): boolean {
  const mine = lettersAndDigits(password)
  const parts = [owner.username, owner.email, owner.email?.split('@')[0]]
    .map((part) => lettersAndDigits(part ?? ''))
    .filter((part) => part.length >= 3)
  return parts.some((part) => mine === part || (part.length >= 4 && mine.includes(part)))
}

/**
 * The first rule a new password breaks, or null: only spaces, one unit repeated, a run of consecutive
 * characters, the owner's own name or e-mail, and (in production) a published demo password. The length is
 * the schema's (PASSWORD_MIN_LENGTH).
 */
export function brokenPasswordRule(
  password: string,
  owner: PasswordOwner = {},
  options: { production?: boolean } = {},
): PasswordRule | null {
  const folded = foldPassword(password)
  if (!folded.trim()) return 'blank'
  if (isRepeated(folded)) return 'repeated'
  if (isSequence(folded)) return 'sequence'
  if (isPersonal(password, owner)) return 'personal'
  if (options.production && demoPasswords.has(folded)) return 'demo'
  return null
}
