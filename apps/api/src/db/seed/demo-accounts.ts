import { randomBytes } from 'node:crypto'
import { DEMO_PASSWORDS } from '@vitrina/core/password-rules'
import { ROLE, type RoleName } from '@vitrina/core/roles'
import { hashPassword } from '../../lib/passwords'

// Accounts of the demo store. Their passwords are public on purpose (README, start-up log) and exist only
// in demo data; in production they are created locked (docs/operations.md#demo-accounts).

export interface DemoAccount {
  username: string
  email: string
  password: string
  role: RoleName
  /** Shown next to the account when it is printed. */
  label: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    email: 'admin@vitrina.co',
    password: DEMO_PASSWORDS.admin!,
    role: ROLE.admin,
    label: 'Administrador',
  },
  {
    username: 'empleado',
    email: 'empleado@vitrina.co',
    password: DEMO_PASSWORDS.empleado!,
    role: ROLE.employee,
    label: 'Empleado',
  },
  {
    username: 'cliente',
    email: 'cliente@vitrina.co',
    password: DEMO_PASSWORDS.cliente!,
    role: ROLE.customer,
    label: 'Cliente',
  },
  // Customers who wrote the demo reviews.
  ...[
    'valentina.restrepo',
    'santiago.gomez',
    'camila.ospina',
    'andres.mejia',
    'daniela.vargas',
    'juanpablo.rios',
    'mariana.londono',
    'sebastian.herrera',
  ].map((username) => ({
    username,
    email: `${username}@vitrina.co`,
    password: DEMO_PASSWORDS[username]!,
    role: ROLE.customer,
    label: 'Cliente (reseñas)',
  })),
]

/** The accounts a visitor of the demo signs in with (the review authors are left out). */
export const MAIN_DEMO_ACCOUNTS = DEMO_ACCOUNTS.slice(0, 3)

export const REVIEW_AUTHORS = DEMO_ACCOUNTS.slice(3)

/**
 * 'public': the README's passwords (development, tests, a public demo). 'locked': each account is switched
 * off with a random password nobody is told, so a production store never has a login anyone can look up.
 */
export type DemoAccountsMode = 'public' | 'locked'

/** The users rows of the demo accounts, without their dates. */
export async function demoAccountUsers(mode: DemoAccountsMode) {
  return Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({
      username: a.username,
      email: a.email,
      password_hash: await hashPassword(
        mode === 'public' ? a.password : randomBytes(32).toString('base64url'),
      ),
      is_active: mode === 'public',
    })),
  )
}

/** Spanish lines telling how to sign in to the demo store, for the start-up log and `npm run seed`. */
export function formatDemoAccounts(mode: DemoAccountsMode): string {
  if (mode === 'locked')
    return [
      'Cuentas de demostración desactivadas y sin contraseña conocida (NODE_ENV=production):',
      '  entra con ADMIN_EMAIL y ADMIN_PASSWORD o con npm run create-admin.',
    ].join('\n')
  const rows = MAIN_DEMO_ACCOUNTS.map(
    (a) => `  ${a.label.padEnd(14)} ${a.email.padEnd(22)} contraseña: ${a.password}`,
  )
  return [
    'Cuentas de demostración:',
    ...rows,
    `  (y ${REVIEW_AUTHORS.length} clientes más que escribieron reseñas, contraseña <Nombre>123!)`,
  ].join('\n')
}
