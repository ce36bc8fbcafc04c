import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { allMunicipios, MUNICIPIO_ALIASES } from '@vitrina/core/municipios'
import { queryRows } from '../../db/client'
import { buildTestApp } from '../../test/build-test-app'
import { createUser } from '../../test/factories'

// docs/decisions/031-dane-municipalities.md: the migration loads the DANE list the code ships, and maps the
// free-text cities saved before it. The mapping statement is read from the migration itself and run again on
// addresses written as they were before (no code).

const ctx = await buildTestApp()
const { app } = ctx

const MARKER = '-- map-free-text-cities'
const migrations = path.join(import.meta.dirname, '../../db/migrations')
const mappingSql = readdirSync(migrations)
  .filter((f) => f.endsWith('.sql'))
  .map((f) => readFileSync(path.join(migrations, f), 'utf8'))
  .flatMap((text) => text.split('--> statement-breakpoint'))
  .find((statement) => statement.includes(MARKER))!

async function oldAddress(userId: string, city: string, state: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    app.db,
    sql`INSERT INTO addresses
      (user_id, recipient_name, phone_number, street_address, city, state_province, postal_code)
    VALUES (${userId}, 'Ana', '3001234567', 'Calle 1', ${city}, ${state}, '050021') RETURNING id`,
  )
  return rows[0]!.id
}

async function addressRow(id: number) {
  const rows = await queryRows<{ municipality_code: string | null; city: string; state_province: string }>(
    app.db,
    sql`SELECT municipality_code, city, state_province FROM addresses WHERE id = ${id}`,
  )
  return rows[0]!
}

describe('the DANE list in the database', () => {
  test('equals packages/core/src/data/divipola.ts', async () => {
    const rows = await queryRows<{
      code: string
      name: string
      departamento_code: string
      departamento: string
    }>(app.db, sql`SELECT code, name, departamento_code, departamento FROM dane_municipios ORDER BY code`)
    const expected = allMunicipios()
      .map(({ code, name, departamento_code, departamento }) => ({
        code,
        name,
        departamento_code,
        departamento,
      }))
      .sort((a, b) => a.code.localeCompare(b.code))
    expect(rows).toEqual(expected)
  })
})

describe('mapping free-text cities', () => {
  test('the mapping statement is in a migration', () => {
    expect(mappingSql).toContain('UPDATE "addresses"')
  })

  test('names match without case or accents inside their departamento; the rest stay without code', async () => {
    const { user } = await createUser(ctx)
    const cases: [string, string, string | null, string?, string?][] = [
      ['medellin', 'Antioquia', '05001', 'Medellín', 'Antioquia'],
      ['  ITAGÜÍ ', 'antioquia', '05360', 'Itagüí', 'Antioquia'],
      ['Rionegro', 'Santander', '68615'],
      ['Bogota', 'Cundinamarca', '11001', 'Bogotá D.C.', 'Bogotá D.C.'],
      ['Bogotá D.C.', 'Bogotá D.C.', '11001'],
      ['Cartagena', 'Bolívar', '13001', 'Cartagena de Indias'],
      ['Soacha', 'Departamento inventado', '25754', 'Soacha', 'Cundinamarca'],
      ['La Unión', 'Texas', null],
      ['Medellín', 'Cundinamarca', null],
      ['Ciudad Gótica', 'Antioquia', null],
    ]
    const ids = []
    for (const [city, state] of cases) ids.push(await oldAddress(user.id, city, state))
    await app.db.execute(sql.raw(mappingSql))
    for (const [i, [city, state, code, name, departamento]] of cases.entries()) {
      const row = await addressRow(ids[i]!)
      expect(row.municipality_code, city).toBe(code)
      if (code === null) expect(row).toMatchObject({ city, state_province: state })
      if (name) expect(row.city).toBe(name)
      if (departamento) expect(row.state_province).toBe(departamento)
    }
  })

  test('every alias of packages/core/src/municipios.ts is mapped the same way', async () => {
    const { user } = await createUser(ctx)
    const entries = Object.entries(MUNICIPIO_ALIASES)
    const ids = []
    for (const [alias] of entries) ids.push(await oldAddress(user.id, alias, 'Ninguno'))
    await app.db.execute(sql.raw(mappingSql))
    for (const [i, [alias, code]] of entries.entries())
      expect((await addressRow(ids[i]!)).municipality_code, alias).toBe(code)
  })
})
