import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
const t=Date.now()
const db = await PGlite.create({ extensions: { pg_trgm, unaccent } })
console.log('create', Date.now()-t)
await db.exec('create extension pg_trgm; create extension unaccent;')
console.log((await db.query(`select to_tsvector('spanish', unaccent('Camisetas rojas pantalón')) v, similarity('camisetta','camiseta') s`)).rows)
const t2=Date.now(); const blob = await db.dumpDataDir('none'); console.log('dump', Date.now()-t2, blob.size)
const t3=Date.now(); const db2 = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm, unaccent } }); console.log('load', Date.now()-t3)
console.log((await db2.query(`select similarity('pantalon','pantalón') s`)).rows)
