import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { ensureRoles } from '../db/bootstrap'
import { openPglite, openPostgres } from '../db/client'
import { pgliteExtensions } from '../db/pglite-extensions'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string | null
  }
}

/**
 * Migrate once per run, then let every test file start from a copy: a PGlite data directory dump,
 * or (with TEST_DATABASE_URL) a PostgreSQL template database that each file clones and drops.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'vitrina-tests-'))
  const client = await PGlite.create({ extensions: pgliteExtensions })
  const database = openPglite(client)
  await database.migrate()
  await ensureRoles(database.db)
  const templateFile = path.join(workDir, 'template.tar')
  writeFileSync(templateFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', templateFile)

  const adminUrl = process.env.TEST_DATABASE_URL
  let templateName: string | null = null
  if (adminUrl) {
    templateName = `vitrina_tpl_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${templateName}`)
    await admin.end()
    const templateDb = openPostgres(withDatabase(adminUrl, templateName), 1)
    await templateDb.migrate()
    await ensureRoles(templateDb.db)
    await templateDb.close()
  }
  project.provide('postgresTemplate', templateName)

  return async () => {
    rmSync(workDir, { recursive: true, force: true })
    if (adminUrl && templateName) {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`)
      await admin.end()
    }
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}
