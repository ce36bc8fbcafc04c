import { describe, expect, test } from 'vitest'
import { DEMO_PASSWORDS } from '@vitrina/core/password-rules'
import { verifyPassword } from '../../lib/passwords'
import { DEMO_ACCOUNTS, demoAccountUsers, formatDemoAccounts } from './demo-accounts'

// docs/operations.md#demo-accounts: the published passwords sign in everywhere but in production.

describe('the demo accounts', () => {
  test('take their passwords from the published list', () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.username, a.password])).toEqual(Object.entries(DEMO_PASSWORDS))
  })

  test('public: active, with the README passwords', async () => {
    const users = await demoAccountUsers('public')
    expect(users.every((u) => u.is_active)).toBe(true)
    for (const [i, user] of users.entries())
      expect(await verifyPassword(user.password_hash, DEMO_ACCOUNTS[i]!.password)).toBe(true)
    expect(formatDemoAccounts('public')).toContain('admin@vitrina.co       contraseña: Admin123!')
  })

  test('locked: switched off, and the published password opens none of them', async () => {
    const users = await demoAccountUsers('locked')
    expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email))
    expect(users.some((u) => u.is_active)).toBe(false)
    for (const [i, user] of users.entries())
      expect(await verifyPassword(user.password_hash, DEMO_ACCOUNTS[i]!.password)).toBe(false)
    const told = formatDemoAccounts('locked')
    expect(told).toContain('ADMIN_EMAIL y ADMIN_PASSWORD')
    for (const password of Object.values(DEMO_PASSWORDS)) expect(told).not.toContain(password)
  })
})
