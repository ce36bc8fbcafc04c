import { z } from 'zod'
import { ROLE, ROLE_NAMES } from '../roles'
import { paginationQueryFields } from './pagination'

// docs/product/back-office.md#users (/admin/usuarios, Administrador only): list and search accounts, grant or
// remove the staff roles, deactivate or reactivate. Cliente stays on every account (every registered user is
// a customer).

export const USERS_DEFAULT_LIMIT = 20
export const USERS_MAX_LIMIT = 100

/** The roles an Administrador grants or removes. */
export const STAFF_ROLES = [ROLE.admin, ROLE.employee] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const USER_STATUS_FILTERS = ['activo', 'inactivo'] as const

export const adminUserListQuerySchema = z.strictObject({
  /** Part of a username or e-mail. */
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres.').optional(),
  role: z.enum(ROLE_NAMES, { error: 'Rol no válido: usa Administrador, Empleado o Cliente.' }).optional(),
  status: z.enum(USER_STATUS_FILTERS, { error: 'Estado no válido: usa activo o inactivo.' }).optional(),
  ...paginationQueryFields(USERS_MAX_LIMIT),
})
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
  profile_image_url: z.string().nullable(),
})
export type AdminUser = z.infer<typeof adminUserSchema>
export const adminUserListSchema = z.array(adminUserSchema)

export const userRolesInputSchema = z.strictObject({
  /** The staff roles the account must hold from now on (empty: a customer only). */
  roles: z
    .array(z.enum(STAFF_ROLES, { error: 'Rol no válido: usa Administrador o Empleado.' }), {
      error: 'Indica la lista de roles.',
    })
    .max(STAFF_ROLES.length, 'Indica cada rol una sola vez.')
    .refine((roles) => new Set(roles).size === roles.length, 'Indica cada rol una sola vez.'),
})
export type UserRolesInput = z.infer<typeof userRolesInputSchema>

export const userStatusInputSchema = z.strictObject({
  is_active: z.boolean({ error: 'Indica si la cuenta queda activa (true) o desactivada (false).' }),
})
