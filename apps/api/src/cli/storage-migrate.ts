import { ConfigError, loadConfig } from '../config'
import { copyMissingFiles } from '../lib/storage/copy-files'
import { diskStorage } from '../lib/storage/disk-storage'
import { s3Storage } from '../lib/storage/s3-storage'

// `npm run storage:migrate` (docs/operations.md#storage): copies the uploads under DATA_DIR/uploads to the
// bucket named by S3_BUCKET. Safe to run again: files already in the bucket are skipped.
try {
  const config = loadConfig()
  if (!config.s3)
    throw new ConfigError('Define S3_BUCKET (y sus credenciales) para copiar las imágenes al bucket.')
  const bucket = s3Storage(config.s3)
  if (!(await bucket.reachable()))
    throw new ConfigError(
      `No se pudo abrir el bucket ${config.s3.bucket}: revisa S3_ENDPOINT y las credenciales.`,
    )
  const { copied, skipped } = await copyMissingFiles(diskStorage(config.uploadsDir), bucket)
  console.log(`Imágenes copiadas a ${config.s3.bucket}: ${copied} nuevas, ${skipped} ya estaban.`)
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
}
