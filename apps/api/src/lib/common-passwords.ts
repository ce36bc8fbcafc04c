import { dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MIN_LENGTH } from '@vitrina/core/constants'
import { foldPassword } from '@vitrina/core/password-rules'

// The passwords people pick first (docs/security.md "Passwords"): zxcvbn's list of the ~49,000 most
// common ones, plus Spanish and Colombian favourites it lacks. Compared without case or accents.

export const COMMON_PASSWORD_MESSAGE =
  'Esa contraseña es demasiado común y fácil de adivinar. Elige otra menos predecible.'

export const SPANISH_FAVOURITES = [
  'contraseña',
  'contrasena',
  'contraseña1',
  'contraseña123',
  'micontraseña',
  'clave123',
  'miclave',
  'clave1234',
  'abcdefg',
  'abcdef',
  'abc1234',
  'qwerty1',
  'colombia',
  'colombia1',
  'colombia123',
  'bogota',
  'bogota123',
  'medellin',
  'medellin123',
  'cali123',
  'barranquilla',
  'cartagena',
  'millonarios',
  'nacional',
  'atleticonacional',
  'america',
  'americadecali',
  'junior',
  'santafe',
  'teamo',
  'teamo123',
  'tequiero',
  'tequiero123',
  'amor123',
  'amorcito',
  'corazon',
  'mama123',
  'papa123',
  'princesa',
  'princesa1',
  'hola123',
  'holahola',
  'futbol',
  'futbol123',
  'estrella',
  'mariposa',
  'familia',
  'diosesamor',
  'jesucristo',
  'bienvenido',
  'vitrina',
  'vitrina123',
  'tienda123',
  'cliente123',
  'usuario',
  'usuario123',
  'administrador',
  'admin1234',
  'secreto',
]

let known: Set<string> | undefined

/** True for a password in the common lists (built once, on the first check). */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(
    [...dictionary['passwords-common'], ...SPANISH_FAVOURITES]
      .map(String)
      .filter((p) => p.length >= PASSWORD_MIN_LENGTH)
      .map(foldPassword),
  )
  return known.has(foldPassword(password))
}
