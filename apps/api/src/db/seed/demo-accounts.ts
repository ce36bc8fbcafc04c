import { ROLE, type RoleName } from '@vitrina/core/roles'

// Accounts of the demo store. Their passwords are public on purpose (README, start-up log):
// they exist only in demo data, never in a store started without it.

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
    password: 'Admin123!',
    role: ROLE.admin,
    label: 'Administrador',
  },
  {
    username: 'empleado',
    email: 'empleado@vitrina.co',
    password: 'Empleado123!',
    role: ROLE.employee,
    label: 'Empleado',
  },
  {
    username: 'cliente',
    email: 'cliente@vitrina.co',
    password: 'Cliente123!',
    role: ROLE.customer,
    label: 'Cliente',
  },
  // Customers who wrote the demo reviews.
  ...[
    ['valentina.restrepo', 'Valentina'],
    ['santiago.gomez', 'Santiago'],
    ['camila.ospina', 'Camila'],
    ['andres.mejia', 'Andres'],
    ['daniela.vargas', 'Daniela'],
    ['juanpablo.rios', 'JuanPablo'],
    ['mariana.londono', 'Mariana'],
    ['sebastian.herrera', 'Sebastian'],
  ].map(([username, name]) => ({
    username: username!,
    email: `${username}@vitrina.co`,
    password: `${name}123!`,
    role: ROLE.customer,
    label: 'Cliente (reseñas)',
  })),
]

/** The accounts a visitor of the demo signs in with (the review authors are left out). */
export const MAIN_DEMO_ACCOUNTS = DEMO_ACCOUNTS.slice(0, 3)

export const REVIEW_AUTHORS = DEMO_ACCOUNTS.slice(3)

/** Spanish lines listing the main demo accounts, for the start-up log and `npm run seed`. */
export function formatDemoAccounts(): string {
  const rows = MAIN_DEMO_ACCOUNTS.map(
    (a) => `  ${a.label.padEnd(14)} ${a.email.padEnd(22)} contraseña: ${a.password}`,
  )
  return [
    'Cuentas de demostración:',
    ...rows,
    `  (y ${REVIEW_AUTHORS.length} clientes más que escribieron reseñas, contraseña <Nombre>123!)`,
  ].join('\n')
}
