import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { updatedAt } from './types'

// docs/decisions/031-dane-municipalities.md: the DANE's municipios, loaded by the migration from
// packages/core/src/data/divipola.ts (a test checks both agree), so an address's municipality_code is a
// foreign key and the data migration can map free-text cities in SQL.
export const daneMunicipios = pgTable('dane_municipios', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  departamento_code: text('departamento_code').notNull(),
  // The departamento's name as packages/core/src/departamentos.ts spells it.
  departamento: text('departamento').notNull(),
})

// docs/decisions/032-buyer-identification-and-fiscal-profile.md: the store's one fiscal profile.
export const fiscalProfile = pgTable(
  'fiscal_profile',
  {
    id: integer('id').primaryKey().default(1),
    legal_name: text('legal_name').notNull(),
    nit: text('nit').notNull(),
    dv: text('dv').notNull(),
    // DIAN: '48' responsable de IVA, '49' no responsable.
    regime: text('regime').notNull(),
    // DIAN codes: O-13, O-15, O-23, O-47, R-99-PN.
    responsibilities: text('responsibilities').array().notNull(),
    municipality_code: text('municipality_code')
      .notNull()
      .references(() => daneMunicipios.code),
    address: text('address').notNull(),
    environment: text('environment', { enum: ['pruebas', 'produccion'] }).notNull(),
    updated_at: updatedAt(),
  },
  (t) => [check('fiscal_profile_single_row', sql`${t.id} = 1`)],
)

// The numbering of each kind of document: its DIAN resolution (none for notas crédito) and the next
// consecutive, a row-locked counter (fiscal-numbering.service.ts takeNextNumber) so numbers are gap-free.
export const fiscalNumbering = pgTable(
  'fiscal_numbering',
  {
    kind: text('kind', { enum: ['factura', 'pos', 'nota_credito'] }).primaryKey(),
    resolution_number: text('resolution_number'),
    prefix: text('prefix').notNull().default(''),
    range_from: integer('range_from').notNull(),
    range_to: integer('range_to'),
    valid_from: date('valid_from', { mode: 'string' }),
    valid_to: date('valid_to', { mode: 'string' }),
    // A secret of the DIAN's (the CUFE is computed with it): never answered in full, never logged.
    technical_key: text('technical_key'),
    next_number: integer('next_number').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      'fiscal_numbering_range',
      sql`${t.range_from} >= 0 AND ${t.next_number} >= ${t.range_from}
        AND (${t.range_to} IS NULL OR (${t.range_to} >= ${t.range_from} AND ${t.next_number} <= ${t.range_to} + 1))`,
    ),
  ],
)
