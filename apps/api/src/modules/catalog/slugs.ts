import { sql } from 'drizzle-orm'
import { slugify } from '@vitrina/core/slug'
import { queryRows, type Db, type Tx } from '../../db/client'
import { conflict } from '../../lib/errors'

type SlugTable = 'products' | 'categories'

const TAKEN: Record<SlugTable, string> = {
  products: 'Ya existe un producto con ese slug.',
  categories: 'Ya existe una categoría con ese slug.',
}

/**
 * The slug to store: the one given (409 when another row has it), or one made from the name with
 * -2, -3... appended until it is free.
 */
export async function resolveSlug(
  db: Db | Tx,
  table: SlugTable,
  given: string | undefined,
  name: string,
  exceptId?: number,
): Promise<string> {
  const except = exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`
  if (given) {
    const rows = await queryRows(
      db,
      sql`SELECT 1 FROM ${sql.identifier(table)} WHERE slug = ${given} ${except}`,
    )
    if (rows.length) throw conflict(TAKEN[table], 'SLUG_TAKEN')
    return given
  }
  const base = slugify(name) || (table === 'products' ? 'producto' : 'categoria')
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        db,
        sql`SELECT slug FROM ${sql.identifier(table)} WHERE (slug = ${base} OR slug LIKE ${`${base}-%`}) ${except}`,
      )
    ).map((r) => r.slug),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
