import { describe, expect, test } from 'vitest'
import { passwordProblem, WEAK_PASSWORD_MESSAGE } from './password-strength'

// docs/security.md#passwords: the passwords the store used to accept, and some it must keep accepting.
const owner = { username: 'mateo.rojas', email: 'mateo.rojas@correo.co' }

describe('passwordProblem', () => {
  test.each([
    ['      ', 'PASSWORD_BLANK'],
    ['aaaaaa', 'PASSWORD_REPEATED'],
    ['mateo.rojas', 'PASSWORD_PERSONAL'],
    ['mateo.rojas@correo.co', 'PASSWORD_PERSONAL'],
    ['Vitrina2026', 'PASSWORD_TOO_WEAK'],
    ['Colombia2024', 'PASSWORD_TOO_WEAK'],
    ['clave123', 'PASSWORD_TOO_COMMON'],
    ['Admin123!', 'PASSWORD_DEMO'],
    ['Empleado123!', 'PASSWORD_DEMO'],
  ])('refuses %j in production (%s)', (password, code) => {
    expect(passwordProblem(password, { ...owner, production: true })?.code).toBe(code)
  })

  test('the store name counts as a known word, and the warning is in Spanish', () => {
    expect(passwordProblem('Vitrina2026', { production: false })?.message).toBe(
      `${WEAK_PASSWORD_MESSAGE} No uses tu nombre de usuario, tu correo ni el nombre de la tienda.`,
    )
  })

  test('accepts phrases and long random passwords, and the demo ones outside production', () => {
    for (const password of ['arepa-de-choclo-7', 'Guayaba-tranvía-48', 'n7#Vq2!xLp', 'Empleado123!'])
      expect(passwordProblem(password, { ...owner, production: false }), password).toBeNull()
  })
})
