import { describe, expect, test } from 'vitest'
import { brokenPasswordRule, DEMO_PASSWORDS, PASSWORD_RULE_MESSAGES } from './password-rules'
import { changePasswordInputSchema, registerInputSchema } from './schemas/auth'

const owner = { username: 'camila.ospina', email: 'camila.o@correo.co' }

describe('brokenPasswordRule', () => {
  test.each([
    ['      ', 'blank'],
    ['\t \t \t ', 'blank'],
    ['aaaaaa', 'repeated'],
    ['AAAAAAAA', 'repeated'],
    ['121212', 'repeated'],
    ['abcabcabc', 'repeated'],
    ['123456', 'sequence'],
    ['abcdefg', 'sequence'],
    ['ABCDEF', 'sequence'],
    ['987654321', 'sequence'],
  ] as const)('%j breaks %s', (password, rule) => {
    expect(brokenPasswordRule(password)).toBe(rule)
  })

  test("the owner's username or e-mail, whole or inside, with any case, accents or separators", () => {
    for (const password of [
      'camila.ospina',
      'CamilaOspina',
      'camila.o@correo.co',
      'camilao',
      'xx-camila.ospina-2026',
      'Cámila.Óspina!',
    ])
      expect(brokenPasswordRule(password, owner), password).toBe('personal')
    // A short name counts only as the whole password.
    const ana = { username: 'ana', email: 'ana@correo.co' }
    expect(brokenPasswordRule('ana', ana)).toBe('personal')
    expect(brokenPasswordRule('banana-split-77', ana)).toBeNull()
  })

  test('the demo passwords are refused in production only', () => {
    for (const password of Object.values(DEMO_PASSWORDS)) {
      expect(brokenPasswordRule(password, {}, { production: true }), password).toBe('demo')
      expect(brokenPasswordRule(password)).toBeNull()
    }
    expect(brokenPasswordRule('admin123!', {}, { production: true })).toBe('demo')
  })

  test('ordinary passwords break none', () => {
    for (const password of ['arepa-de-choclo-7', 'Guayaba-tranvía-48', 'zq8#Lp', '13579a', 'abcdeg'])
      expect(brokenPasswordRule(password, owner, { production: true }), password).toBeNull()
  })
})

describe('the schemas show the same reasons as the server', () => {
  const issues = (result: {
    success: boolean
    error?: { issues: { path: PropertyKey[]; message: string }[] }
  }) => result.error?.issues.map((i) => [i.path.join('.'), i.message])

  test('registration: the rules of the password and the owner, under the password field', () => {
    const register = (password: string) =>
      issues(
        registerInputSchema.safeParse({
          ...owner,
          email: owner.email,
          password,
          privacy_policy_accepted: true,
        }),
      )
    expect(register('aaaaaa')).toEqual([['password', PASSWORD_RULE_MESSAGES.repeated]])
    expect(register('654321')).toEqual([['password', PASSWORD_RULE_MESSAGES.sequence]])
    expect(register('camila.ospina-7')).toEqual([['password', PASSWORD_RULE_MESSAGES.personal]])
    expect(register('abc')).toEqual([['password', 'La contraseña debe tener al menos 6 caracteres.']])
    expect(register('arepa-de-choclo-7')).toBeUndefined()
  })

  test('a change of password checks the new one', () => {
    const change = (newPassword: string) =>
      issues(changePasswordInputSchema.safeParse({ currentPassword: 'vieja', newPassword }))
    expect(change('      ')).toEqual([['newPassword', PASSWORD_RULE_MESSAGES.blank]])
    expect(change('bandeja-paisa-9')).toBeUndefined()
  })
})
