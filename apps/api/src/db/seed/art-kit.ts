// Building blocks of the generated product illustrations: colour maths, shared gradients and
// patterns, and small SVG helpers. Drawings use a 600-unit square canvas (rendered at 1200 px).

export interface Tint {
  base: string
  light: string
  dark: string
  deep: string
  /** Outline colour: darker than the base, or lighter on near-black garments so the shape still reads. */
  line: string
}

/** What every drawer receives: the tint, the fill (a colour or a pattern) and an optional label text. */
export interface Ctx {
  t: Tint
  fill: string
  label: string
}

export type Pattern = 'plaid' | 'floral' | 'denim' | 'knit' | 'mesh'

/** One kind of illustration: how to draw it, where a close-up looks, and where its floor shadow sits. */
export interface Drawing {
  draw(c: Ctx): string
  /** Centre of the close-up view. */
  focus: readonly [number, number]
  /** Floor shadow: vertical position and half width. */
  floor: readonly [number, number]
  /** Centre and scale that fill the square, for objects drawn off-centre or small. */
  frame?: readonly [number, number, number]
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex)
  const b = rgb(other)
  const channel = (i: number) => Math.round(a[i]! + (b[i]! - a[i]!) * amount)
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

export function tint(hex: string): Tint {
  const lum = luminance(hex)
  return {
    base: hex,
    light: mix(hex, '#ffffff', 0.4),
    dark: lum < 0.15 ? mix(hex, '#000000', 0.35) : mix(hex, '#000000', 0.22),
    deep: lum < 0.15 ? mix(hex, '#000000', 0.6) : mix(hex, '#000000', 0.4),
    line: lum < 0.15 ? mix(hex, '#ffffff', 0.22) : mix(hex, '#000000', lum > 0.85 ? 0.22 : 0.35),
  }
}

/** A filled shape with soft side shading (cloth folds towards the edges) and an outline. */
export function piece(d: string, c: Ctx, fill: string = c.fill, shade = 'fold'): string {
  return (
    `<path d="${d}" fill="${fill}"/>` +
    `<path d="${d}" fill="url(#${shade})"/>` +
    `<path d="${d}" fill="none" stroke="${c.t.line}" stroke-width="2.2" stroke-linejoin="round" stroke-opacity=".8"/>`
  )
}

/** A plain filled shape with an outline, no shading. */
export function flat(d: string, fill: string, stroke: string, width = 2, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round" ${extra}/>`
}

export function line(d: string, stroke: string, width = 2, opacity = 1, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="${opacity}" ${extra}/>`
}

/** Knitted ribs or gathers: fine dashes across a band, drawn along the band's middle line. */
export function rib(d: string, stroke: string, depth: number, opacity = 0.22, dash = '2 4'): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${depth}" stroke-opacity="${opacity}" stroke-dasharray="${dash}"/>`
}

/** Visible seam stitching. */
export function stitch(d: string, stroke: string, opacity = 0.55, width = 1.6): string {
  return line(d, stroke, width, opacity, 'stroke-dasharray="5 4"')
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`
}

export function button(cx: number, cy: number, c: Ctx, r = 5): string {
  return (
    circle(cx, cy, r, c.t.light, `stroke="${c.t.line}" stroke-width="1.4"`) + circle(cx, cy, 1.2, c.t.line)
  )
}

/** Mirror a drawing around the vertical centre line (garments and pairs are symmetric). */
export function mirrored(svg: string): string {
  return `${svg}<g transform="translate(600 0) scale(-1 1)">${svg}</g>`
}

export function text(x: number, y: number, size: number, fill: string, value: string, extra = ''): string {
  const safe = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${fill}" text-anchor="middle" ${extra}>${safe}</text>`
}

/** Gradients, patterns and filters every drawing may reference by id. */
export function sharedDefs(t: Tint): string {
  return `
<linearGradient id="fold" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".2" stop-color="#000" stop-opacity=".04"/><stop offset=".45" stop-color="#fff" stop-opacity=".1"/><stop offset=".8" stop-color="#000" stop-opacity=".04"/><stop offset="1" stop-color="#000" stop-opacity=".24"/></linearGradient>
<linearGradient id="vfold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>
<linearGradient id="round" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".3" stop-color="#fff" stop-opacity=".22"/><stop offset=".42" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".32"/></linearGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F7E3A1"/><stop offset=".45" stop-color="#D4A941"/><stop offset=".7" stop-color="#F3D98B"/><stop offset="1" stop-color="#9C7420"/></linearGradient>
<linearGradient id="silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FAFAFA"/><stop offset=".45" stop-color="#B8BCC2"/><stop offset=".7" stop-color="#EEF0F2"/><stop offset="1" stop-color="#80858C"/></linearGradient>
<linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".15" stop-color="#fff" stop-opacity=".15"/><stop offset=".8" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#fff" stop-opacity=".4"/></linearGradient>
<radialGradient id="flame" cx="50%" cy="70%" r="60%"><stop offset="0" stop-color="#FFF7D6"/><stop offset=".5" stop-color="#FFC53D"/><stop offset="1" stop-color="#F97316" stop-opacity="0"/></radialGradient>
<radialGradient id="sphere" cx="38%" cy="32%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#1E293B" stop-opacity=".2"/><stop offset=".6" stop-color="#1E293B" stop-opacity=".09"/><stop offset="1" stop-color="#1E293B" stop-opacity="0"/></radialGradient>
<pattern id="plaid" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${t.base}"/><rect width="48" height="14" fill="${t.deep}" opacity=".55"/><rect width="14" height="48" fill="${t.deep}" opacity=".55"/><rect y="30" width="48" height="3" fill="${t.light}" opacity=".8"/><rect x="30" width="3" height="48" fill="${t.light}" opacity=".8"/><rect y="22" width="48" height="2" fill="#111" opacity=".35"/><rect x="22" width="2" height="48" fill="#111" opacity=".35"/></pattern>
<pattern id="floral" width="70" height="70" patternUnits="userSpaceOnUse"><rect width="70" height="70" fill="${t.base}"/>${flower(18, 18, '#F8F1E4', '#F2B134')}${flower(53, 52, '#F6A6B8', '#FFF3C4')}<path d="M30 40 q8 -6 14 2" stroke="#3E7D4B" stroke-width="2.2" fill="none"/><ellipse cx="46" cy="24" rx="5" ry="2.6" fill="#4F8F5C" transform="rotate(-30 46 24)"/><ellipse cx="22" cy="58" rx="5" ry="2.6" fill="#4F8F5C" transform="rotate(35 22 58)"/></pattern>
<pattern id="denim" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="${t.base}"/><path d="M-6 6 L6 -6 M-6 12 L12 -6 M-6 18 L18 -6 M-6 24 L24 -6 M0 24 L24 0 M6 24 L24 6 M12 24 L24 12 M18 24 L24 18 M-6 30 L30 -6" stroke="#fff" stroke-opacity=".11" stroke-width="1.4"/></pattern>
<pattern id="knit" width="32" height="28" patternUnits="userSpaceOnUse"><rect width="32" height="28" fill="${t.base}"/><path d="M1 0 L8 7 L15 0 M1 7 L8 14 L15 7 M17 0 L24 7 L31 0 M17 7 L24 14 L31 7 M1 14 L8 21 L15 14 M1 21 L8 28 L15 21 M17 14 L24 21 L31 14 M17 21 L24 28 L31 21" stroke="${t.dark}" stroke-opacity=".35" stroke-width="1.6" fill="none"/></pattern>
<pattern id="mesh" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${t.base}"/><path d="M5 3.2 a1.8 1.8 0 1 0 0.01 0 M15 3.2 a1.8 1.8 0 1 0 0.01 0 M5 13.2 a1.8 1.8 0 1 0 0.01 0 M15 13.2 a1.8 1.8 0 1 0 0.01 0" fill="${t.deep}" fill-opacity=".35"/></pattern>`
}

function flower(cx: number, cy: number, petal: string, centre: string): string {
  const petals = [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse cx="${cx}" cy="${cy - 6}" rx="4.2" ry="6.5" fill="${petal}" transform="rotate(${a} ${cx} ${cy})"/>`,
    )
    .join('')
  return petals + circle(cx, cy, 3.2, centre)
}
