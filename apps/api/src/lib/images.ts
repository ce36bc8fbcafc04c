import { randomUUID } from 'node:crypto'
import sharp, { type Sharp } from 'sharp'
import { IMAGE_WIDTHS } from '@vitrina/core/images'
import { badRequest } from './errors'
import type { FileStorage } from './storage/file-storage'

/** Where images of one kind go: a folder ('products', 'profiles'...) of the store's file storage. */
export interface ImageTarget {
  storage: FileStorage
  folder: string
}

export const SVG_REFUSED = 'No se aceptan imágenes SVG. Sube una foto en JPG, PNG o WebP.'

// Decoding stops past this many pixels, so a crafted "image bomb" cannot exhaust memory.
const MAX_INPUT_PIXELS = 40_000_000

/**
 * Decode any image, strip its metadata and store it as WebP at the widths of IMAGE_WIDTHS
 * (docs/product/platform.md#images). Returns the stored file name: `<name>.webp` is the
 * largest width and `<name>-<width>.webp` the smaller ones. Names are generated here, never taken
 * from the client.
 */
export async function storeWebpImage(
  input: Buffer,
  target: ImageTarget,
  baseName: string = randomUUID(),
  options: { effort?: number } = {},
): Promise<string> {
  let source: Sharp
  let format: string | undefined
  try {
    source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
    format = (await source.metadata()).format
  } catch {
    throw badRequest('El archivo no es una imagen válida.', 'INVALID_IMAGE')
  }
  // SVG is a document that can carry scripts and links, whatever type the client claimed: never taken.
  if (format === 'svg') throw badRequest(SVG_REFUSED, 'SVG_NOT_ALLOWED')
  const [largest, ...smaller] = [...IMAGE_WIDTHS].sort((a, b) => b - a)
  const widths = [
    { width: largest!, name: `${baseName}.webp` },
    ...smaller.map((width) => ({ width, name: `${baseName}-${width}.webp` })),
  ]
  let encoded: Buffer[]
  try {
    encoded = await Promise.all(widths.map(({ width }) => encode(source, width, options.effort)))
  } catch {
    throw badRequest('El archivo no es una imagen válida.', 'INVALID_IMAGE')
  }
  await Promise.all(
    widths.map(({ name }, i) => target.storage.put(`${target.folder}/${name}`, encoded[i]!, 'image/webp')),
  )
  return `${baseName}.webp`
}

// sharp's default effort is 4; generated art (flat shapes) loses nothing at a lower one and seeds faster.
function encode(source: Sharp, width: number, effort = 4): Promise<Buffer> {
  return source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 82, effort }).toBuffer()
}

/**
 * Removes stored images at every width. Only names the server generated (`<id>.webp`) are touched;
 * anything else (an external URL) is left alone.
 */
export async function removeStoredImages(target: ImageTarget, names: readonly string[]): Promise<void> {
  const keys = names
    .filter((name) => /^[\w-]+\.webp$/.test(name))
    .flatMap((name) => {
      const base = name.replace(/\.webp$/, '')
      return [name, ...IMAGE_WIDTHS.map((w) => `${base}-${w}.webp`)].map((file) => `${target.folder}/${file}`)
    })
  if (keys.length) await target.storage.remove(keys)
}
