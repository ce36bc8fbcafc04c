import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { daneMunicipios } from './fiscal'
import { createdAt, updatedAt } from './types'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    // Bumped by password change, role change and deactivation: older tokens stop working.
    token_version: integer('token_version').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    // The buyer identification of the customer's last order, prefilled at the next checkout (docs/decisions/032).
    buyer: jsonb('buyer'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.created_at),
  ],
)

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
)

export const profileImages = pgTable(
  'profile_images',
  {
    id: serial('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('profile_images_user_idx').on(t.user_id),
    uniqueIndex('profile_images_one_primary')
      .on(t.user_id)
      .where(sql`${t.is_primary}`),
  ],
)

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient_name: text('recipient_name').notNull(),
    phone_number: text('phone_number').notNull(),
    street_address: text('street_address').notNull(),
    city: text('city').notNull(),
    state_province: text('state_province').notNull(),
    // docs/decisions/031-dane-municipalities.md: the DANE code of the municipio; null for an old free-text
    // city the data migration could not map, until its owner confirms it at checkout.
    municipality_code: text('municipality_code').references(() => daneMunicipios.code),
    postal_code: text('postal_code').notNull(),
    country: text('country').notNull().default('Colombia'),
    reference: text('reference'),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.user_id),
    uniqueIndex('addresses_one_default')
      .on(t.user_id)
      .where(sql`${t.is_default}`),
  ],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only the SHA-256 of the token is stored; the token itself travels in the e-mail. Null until the mail
    // job mints the token (docs/security.md#password-reset): the request and the queue never hold one.
    token_hash: text('token_hash').unique(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.user_id),
    check('password_reset_tokens_expiry', sql`${t.expires_at} > ${t.created_at}`),
  ],
)
