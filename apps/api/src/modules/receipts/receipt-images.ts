import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { IMAGE_WIDTHS, PRODUCT_UPLOADS } from '@vitrina/core/images'
import type { FileStorage } from '../../lib/storage/file-storage'

// docs/product/orders.md#receipts: each line's frozen picture (the chosen variant's,
// docs/product/catalogue.md#variant-images) drawn small beside it. pdfkit draws PNG and JPEG only, so the
// stored WebP is converted here.

/** Pixels of a thumbnail: drawn at 30 pt, it stays sharp when printed. */
const THUMBNAIL_PX = 96

const STORED_UPLOAD = /^[\w-]+\.webp$/

/**
 * PNG thumbnails of the stored uploads among the references, by reference. External links are left out:
 * answering a download never fetches another server. A missing or broken file is simply not drawn.
 */
export async function lineThumbnails(
  storage: FileStorage,
  refs: readonly (string | null)[],
): Promise<Map<string, Buffer>> {
  const stored = [...new Set(refs.filter((ref): ref is string => ref !== null && STORED_UPLOAD.test(ref)))]
  const smallest = Math.min(...IMAGE_WIDTHS)
  const thumbnails = await Promise.all(
    stored.map(async (ref) => {
      try {
        const file = await storage.get(`${PRODUCT_UPLOADS}/${ref.replace(/\.webp$/, `-${smallest}.webp`)}`)
        if (!file) return []
        const png = await sharp(await buffer(file.body))
          .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'cover' })
          .png()
          .toBuffer()
        return [[ref, png] as const]
      } catch {
        return []
      }
    }),
  )
  return new Map(thumbnails.flat())
}
