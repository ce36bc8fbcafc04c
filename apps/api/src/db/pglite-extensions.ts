import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

/** The extensions the migrations create (0000_extensions.sql), loaded into every PGlite. */
export const pgliteExtensions = { pg_trgm, unaccent }
