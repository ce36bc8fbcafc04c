import sharp from 'sharp'
import { storeWebpImage, type ImageTarget } from '../../lib/images'
import { ACCESSORIES } from './art-accessories'
import { APPAREL } from './art-apparel'
import { GOODS } from './art-goods'
import { type Drawing, luminance, mix, type Pattern, sharedDefs, tint } from './art-kit'

// Product photos cannot be downloaded (the store may run offline), so the seed draws them:
// a catalogue-style illustration per product, tinted by its colour, on a soft pastel backdrop.

const DRAWINGS = { ...APPAREL, ...ACCESSORIES, ...GOODS } satisfies Record<string, Drawing>

export type ArtKind = keyof typeof DRAWINGS
export const ART_KINDS = Object.keys(DRAWINGS) as ArtKind[]

export interface ArtSpec {
  kind: ArtKind
  /** Main colour of the object, #RRGGBB. */
  color: string
  pattern?: Pattern
  /** Short text printed on labels (coffee bags, candles, cosmetics). */
  label?: string
}

/** front: the object centred; angle: turned and on another backdrop; detail: a close-up. */
export type ArtView = 'front' | 'angle' | 'detail'

const BACKDROPS = ['#F3ECE4', '#E6EDF3', '#EAF0E4', '#F5E6EA', '#ECE8F4', '#F4EEDC', '#E2F0EE', '#F1E7DF']

/** A pastel backdrop that keeps the object readable: light colours get a deeper backdrop. */
export function backdropFor(color: string, index: number): string {
  const pastel = BACKDROPS[index % BACKDROPS.length]!
  return luminance(color) > 0.8 ? mix(pastel, '#7D8B99', 0.2) : pastel
}

export function productSvg(spec: ArtSpec, view: ArtView, backdrop: string): string {
  const drawing: Drawing = DRAWINGS[spec.kind]
  const t = tint(spec.color)
  const object = drawing.draw({
    t,
    fill: spec.pattern ? `url(#${spec.pattern})` : t.base,
    label: spec.label ?? '',
  })
  const [fx, fy] = drawing.focus
  const [floorY, floorWidth] = drawing.floor
  const [cx, cy, scale] = drawing.frame ?? [300, 300, 0.96]
  const transform =
    view === 'angle'
      ? `translate(300 306) rotate(-6) scale(${scale * 0.92}) translate(${-cx} ${-cy})`
      : view === 'detail'
        ? `translate(300 300) scale(1.8) translate(${-fx} ${-fy})`
        : `translate(300 300) scale(${scale}) translate(${-cx} ${-cy})`
  const shadow =
    view === 'detail'
      ? ''
      : `<ellipse cx="300" cy="${floorY}" rx="${floorWidth * 1.15}" ry="22" fill="url(#floor)" transform="${transform}"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 600 600">` +
    `<defs>${sharedDefs(t)}</defs>` +
    // A flat backdrop and a lighter disc: the studio look without a full-canvas gradient,
    // which would cost as much to draw as the object itself.
    `<rect width="600" height="600" fill="${backdrop}"/>` +
    `<circle cx="300" cy="292" r="250" fill="${mix(backdrop, '#ffffff', 0.45)}"/>` +
    shadow +
    `<g transform="${transform}">${object}</g></svg>`
  )
}

/** Rasterise an illustration to a 1200 px PNG, barely compressed: it is decoded again right away. */
export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
}

/** Draw one view of a product and store it like an upload; returns the stored file name. */
export async function storeProductArt(
  spec: ArtSpec,
  view: ArtView,
  backdrop: string,
  target: ImageTarget,
  baseName: string,
): Promise<string> {
  return storeWebpImage(await renderPng(productSvg(spec, view, backdrop)), target, baseName, { effort: 1 })
}

/** Run tasks a few at a time: image encoding is CPU-bound, and a few at once keep both cores busy. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
