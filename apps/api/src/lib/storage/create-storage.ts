import type { Config } from '../../config'
import { diskStorage } from './disk-storage'
import type { FileStorage } from './file-storage'
import { s3Storage } from './s3-storage'

/** The storage chosen at start-up: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 's3' | 'uploadsDir'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.uploadsDir)
}
