import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { backupFolderName } from './backup-files'
import { writeBackup } from './backup.service'
import { errorResponses } from '../../lib/route-responses'

const backupAnswer = z.object({
  directory: z.string(),
  tables: z.record(z.string(), z.number().int()),
  uploads: z.number().int(),
})

export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/operations.md#backups: the running server takes the backup itself, so the embedded database
  // (which only this process may open) can be copied while the store sells. The folder is always under
  // DATA_DIR/backups: the caller never chooses a path on the server.
  app.post(
    '/api/ops/backup',
    {
      config: { access: 'operator', invalidates: [] },
      schema: {
        hide: true,
        response: { 200: backupAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const directory = path.join(app.config.dataDir, 'backups', backupFolderName(new Date()))
      const manifest = await writeBackup({
        db: app.db,
        databaseKind: app.databaseKind,
        storage: app.storage,
        target: directory,
      })
      request.log.info({ directory, tables: Object.keys(manifest.tables).length }, 'copia de seguridad hecha')
      return { directory, tables: manifest.tables, uploads: manifest.uploads }
    },
  )
}
