import { asc, eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/errors'

// FAQs and policies (and shipping entries, which have the same shape) are lists of entries that staff
// write and order by hand. One implementation of their five service functions, instantiated per table.

type EntryTable = PgTable & { id: PgColumn; sort_order: PgColumn; updated_at: PgColumn }

export type AdminEntry<Entry> = Entry & { sort_order: number; updated_at: string }

export interface EntriesOptions<Input> {
  /** The public fields of an entry, by the name they carry on the wire. */
  columns: Record<string, PgColumn>
  /** The values stored for a validated input (HTML sanitized on write, for instance). */
  prepare?: (input: Partial<Input>) => Partial<Input>
  notFound: { message: string; code: string }
}

/**
 * list (public fields), listAdmin (plus sort_order and updated_at), create, update (partial) and
 * remove, all ordered by sort_order then id. The zod schemas of the routes have already checked the
 * input, so the values go to the table as given (drizzle cannot type a table chosen at runtime).
 */
export function orderedEntries<Entry extends { id: number }, Input extends { sort_order?: number }>(
  table: EntryTable,
  options: EntriesOptions<Input>,
) {
  const order = [asc(table.sort_order), asc(table.id)]
  const adminColumns = { ...options.columns, sort_order: table.sort_order, updated_at: table.updated_at }
  const prepare = options.prepare ?? ((input: Partial<Input>) => input)
  const missing = () => notFound(options.notFound.message, options.notFound.code)
  const toAdmin = (row: Record<string, unknown>) =>
    ({ ...row, updated_at: (row.updated_at as Date).toISOString() }) as AdminEntry<Entry>

  return {
    async list(db: Db): Promise<Entry[]> {
      return (await db
        .select(options.columns)
        .from(table)
        .orderBy(...order)) as Entry[]
    },

    async listAdmin(db: Db): Promise<AdminEntry<Entry>[]> {
      const rows = await db
        .select(adminColumns)
        .from(table)
        .orderBy(...order)
      return rows.map(toAdmin)
    },

    async create(db: Db, input: Input): Promise<AdminEntry<Entry>> {
      const [row] = await db
        .insert(table)
        .values({ ...prepare(input), sort_order: input.sort_order ?? 0 } as never)
        .returning(adminColumns)
      return toAdmin(row!)
    },

    async update(db: Db, id: number, input: Partial<Input>): Promise<AdminEntry<Entry>> {
      const [row] = await db
        .update(table)
        .set({ ...prepare(input), updated_at: new Date() } as never)
        .where(eq(table.id, id))
        .returning(adminColumns)
      if (!row) throw missing()
      return toAdmin(row)
    },

    async remove(db: Db, id: number): Promise<void> {
      const [row] = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id })
      if (!row) throw missing()
    },
  }
}
