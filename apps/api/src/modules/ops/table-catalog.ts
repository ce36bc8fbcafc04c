import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'

export interface TableInfo {
  name: string
  /** The columns a row is written with: every column but the generated ones. */
  columns: string[]
  /** Columns fed by a sequence (serial ids), to move on after a restore. */
  serialColumns: string[]
}

/**
 * The store's tables (schema public), parents before the tables that reference them, read from the
 * database itself so a new table is backed up without a list to keep. Drizzle's migration journal lives
 * in its own schema and is not part of a backup: the restoring database is migrated first.
 */
export async function listTables(tx: Tx): Promise<TableInfo[]> {
  const columns = await queryRows<{ table_name: string; column_name: string; serial: boolean }>(
    tx,
    sql`
    SELECT c.table_name, c.column_name, c.column_default LIKE 'nextval(%' AS serial
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
    ORDER BY c.table_name, c.ordinal_position`,
  )
  const references = await queryRows<{ child: string; parent: string }>(
    tx,
    sql`
    SELECT DISTINCT con.conrelid::regclass::text AS child, con.confrelid::regclass::text AS parent
    FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace
    WHERE con.contype = 'f' AND n.nspname = 'public'`,
  )
  const tables = new Map<string, TableInfo>()
  for (const row of columns) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], serialColumns: [] }
    table.columns.push(row.column_name)
    if (row.serial) table.serialColumns.push(row.column_name)
    tables.set(row.table_name, table)
  }
  return parentsFirst(
    tables,
    references.map((r) => ({ child: unquote(r.child), parent: unquote(r.parent) })),
  )
}

function parentsFirst(
  tables: Map<string, TableInfo>,
  references: { child: string; parent: string }[],
): TableInfo[] {
  const ordered: TableInfo[] = []
  const placed = new Set<string>()
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return
    path.add(name)
    for (const ref of references) if (ref.child === name && ref.parent !== name) visit(ref.parent, path)
    const table = tables.get(name)
    if (table) ordered.push(table)
    placed.add(name)
  }
  for (const name of [...tables.keys()].sort()) visit(name, new Set())
  return ordered
}

const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')
