import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { IMAGE_WIDTHS } from '@vitrina/core/images'
import { badRequest } from './errors'

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
  dir: string,
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
  await mkdir(dir, { recursive: true })
  const [largest, ...smaller] = [...IMAGE_WIDTHS].sort((a, b) => b - a)
  try {
    await Promise.all([
      encode(source, largest!, path.join(dir, `${baseName}.webp`), options.effort),
      ...smaller.map((width) =>
        encode(source, width, path.join(dir, `${baseName}-${width}.webp`), options.effort),
      ),
    ])
  } catch {
    throw badRequest('El archivo no es una imagen válida.', 'INVALID_IMAGE')
  }
  return `${baseName}.webp`
}

// sharp's default effort is 4; generated art (flat shapes) loses nothing at a lower one and seeds faster.
async function encode(source: Sharp, width: number, file: string, effort = 4) {
  const data = await source
    .clone()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82, effort })
    .toBuffer()
  await writeFile(file, data)
}
