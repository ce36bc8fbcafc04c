import {
  circle,
  type Ctx,
  type Drawing,
  flat,
  line,
  luminance,
  mirrored,
  mix,
  piece,
  rib,
  stitch,
  text,
} from './art-kit'

// Home, pantry, beauty and sports goods.

const KRAFT = '#C9A27A'
const PAPER = '#FBF7EF'

function mug(c: Ctx): string {
  const body = 'M186 214 L394 214 L388 440 Q386 470 356 470 L224 470 Q194 470 192 440 Z'
  // White enamel gets the blue rim of the traditional tin mug; coloured glazes a lighter band.
  const trim = luminance(c.t.base) > 0.85 ? '#1F4E9A' : c.t.light
  return (
    line('M390 262 Q470 262 466 336 Q462 400 384 404', c.t.dark, 24) +
    line('M390 262 Q470 262 466 336 Q462 400 384 404', c.t.base, 14) +
    piece(body, c, c.fill, 'round') +
    rib('M192 330 L390 330', trim, 14, 0.7, '10 8') +
    `<ellipse cx="290" cy="214" rx="104" ry="24" fill="${c.t.light}" stroke="${trim}" stroke-width="6"/>` +
    `<ellipse cx="290" cy="218" rx="92" ry="18" fill="#4A2C1A"/><ellipse cx="276" cy="214" rx="40" ry="6" fill="#7A4B2E" opacity=".7"/>` +
    line(
      'M262 180 Q250 150 266 126 Q280 104 268 80 M302 180 Q290 150 306 126 Q320 104 308 80',
      '#ffffff',
      6,
      0.55,
    )
  )
}

function pouch(c: Ctx): string {
  const body = 'M188 150 L412 150 L420 484 Q300 496 180 484 Z'
  const serration = Array.from({ length: 29 }, (_, i) => `${188 + i * 8},${i % 2 ? 142 : 150}`).join(' ')
  const [title = '', sub = ''] = c.label.split('|')
  return (
    piece(body, c, c.fill, 'round') +
    `<polyline points="${serration}" fill="none" stroke="${c.t.line}" stroke-width="2"/>` +
    rib('M190 168 L410 168', c.t.deep, 24, 0.25, '1.5 3') +
    circle(300, 214, 12, c.t.dark, `stroke="${c.t.line}" stroke-width="2"`) +
    circle(300, 214, 4, c.t.deep) +
    flat('M214 258 L386 258 L388 430 L212 430 Z', PAPER, mix(c.t.base, '#000000', 0.3), 2) +
    `<g transform="translate(300 296) rotate(-25)"><ellipse rx="16" ry="22" fill="#5B3A22"/><path d="M0 -20 Q-8 0 0 20" stroke="#2E1C10" stroke-width="3" fill="none"/></g>` +
    text(300, 364, 34, '#2B1A10', title, 'font-weight="bold" letter-spacing="2"') +
    text(300, 394, 18, '#6B4A30', sub, 'letter-spacing="3"') +
    line('M236 410 L364 410', c.t.base, 3)
  )
}

function candle(c: Ctx): string {
  return (
    `<ellipse cx="300" cy="184" rx="22" ry="40" fill="url(#flame)"/>` +
    `<path d="M300 150 Q288 178 300 200 Q312 178 300 150 Z" fill="#FFE28A"/>` +
    line('M300 198 L300 222', '#2B2B2E', 3) +
    flat('M196 224 L404 224 L404 456 Q404 474 386 474 L214 474 Q196 474 196 456 Z', c.t.base, c.t.line, 2) +
    `<ellipse cx="300" cy="228" rx="104" ry="16" fill="${mix(c.t.base, '#ffffff', 0.3)}" stroke="${c.t.line}" stroke-width="2"/>` +
    flat(
      'M196 224 L404 224 L404 456 Q404 474 386 474 L214 474 Q196 474 196 456 Z',
      'url(#glass)',
      'none',
      0,
    ) +
    flat('M222 296 L378 296 L378 412 L222 412 Z', PAPER, '#C8BBA5', 1.5) +
    text(300, 344, 22, '#3B2A1E', c.label.split('|')[0] ?? '', 'font-weight="bold" letter-spacing="2"') +
    text(300, 374, 15, '#7A6450', c.label.split('|')[1] ?? '', 'letter-spacing="2"') +
    line('M236 392 L364 392', '#C8BBA5', 2)
  )
}

function cushion(c: Ctx): string {
  const shape = 'M150 160 Q300 138 450 160 Q472 300 450 440 Q300 462 150 440 Q128 300 150 160 Z'
  const diamonds = Array.from({ length: 4 }, (_, i) =>
    Array.from(
      { length: 4 },
      (_, k) =>
        `<path d="M${210 + k * 60} ${220 + i * 60 - 22} l22 22 l-22 22 l-22 -22 Z" fill="none" stroke="${c.t.light}" stroke-width="4"/>`,
    ).join(''),
  ).join('')
  return (
    piece(shape, c, c.fill, 'round') +
    diamonds +
    `<path d="${shape}" fill="url(#vfold)"/>` +
    flat(shape, 'none', c.t.dark, 6) +
    circle(300, 300, 9, c.t.dark) +
    mirrored(line('M150 160 L132 140 M150 440 L132 462', c.t.dark, 6))
  )
}

function hammock(c: Ctx): string {
  const colours = [c.t.base, '#F2B134', '#1F8A8A', '#D9473F', c.t.light, '#23201E']
  const bands = colours
    .map((colour, i) => line(`M100 ${226 + i * 12} Q300 ${392 + i * 16} 500 ${226 + i * 12}`, colour, 13))
    .join('')
  const fringe = Array.from({ length: 26 }, (_, i) => {
    const x = 130 + i * 13.5
    const y = 250 + Math.sin(((x - 100) / 400) * Math.PI) * 220
    return `M${x} ${y} l0 34`
  }).join(' ')
  return (
    mirrored(
      [0, 10, 20, 30].map((d) => line(`M100 ${222 + d / 2} L${40 + d / 3} 120`, '#C8B48E', 2.5)).join('') +
        line('M40 120 L28 96', '#8C7B5E', 6),
    ) +
    bands +
    line(fringe, colours[1]!, 3) +
    line('M100 222 Q300 386 500 222', '#fff', 3, 0.3)
  )
}

function blanket(c: Ctx): string {
  // A folded throw seen from the front: three folds, woven stripes and a knotted fringe.
  const fold = (y: number, inset: number) =>
    piece(
      `M${150 + inset} ${y} L${450 - inset} ${y} Q${466 - inset} ${y + 34} ${450 - inset} ${y + 68} L${150 + inset} ${y + 68} Q${134 + inset} ${y + 34} ${150 + inset} ${y} Z`,
      c,
      c.fill,
      'vfold',
    )
  const stripes = [196, 214, 386, 404]
    .map((x, i) => line(`M${x} 218 L${x} 416`, i % 2 ? '#F4EBD9' : c.t.deep, 7, 0.75))
    .join('')
  const fringe = Array.from({ length: 15 }, (_, i) => `M${160 + i * 20} 420 l-2 26`).join(' ')
  return (
    fold(352, 0) +
    fold(286, 6) +
    fold(220, 12) +
    stripes +
    line('M150 286 L450 286 M150 352 L450 352', c.t.deep, 2, 0.35) +
    line(fringe, c.t.base, 4) +
    line(fringe, c.t.deep, 4, 0.25)
  )
}

function vase(c: Ctx): string {
  const body =
    'M262 140 L338 140 Q338 186 360 208 Q452 270 442 380 Q428 470 300 480 Q172 470 158 380 Q148 270 240 208 Q262 186 262 140 Z'
  return (
    piece(body, c, c.fill, 'round') +
    `<ellipse cx="300" cy="140" rx="40" ry="10" fill="${c.t.deep}" stroke="${c.t.line}" stroke-width="2"/>` +
    `<path d="M210 260 Q188 320 204 400" stroke="#fff" stroke-opacity=".4" stroke-width="14" stroke-linecap="round" fill="none"/>` +
    line('M170 330 Q300 360 430 330', c.t.light, 3, 0.5) +
    line('M168 350 Q300 380 432 350', c.t.light, 3, 0.5)
  )
}

function dropper(c: Ctx): string {
  return (
    `<ellipse cx="300" cy="128" rx="26" ry="42" fill="#2B2B2E"/>` +
    flat('M272 160 L328 160 L332 226 L268 226 Z', 'url(#gold)', '#8A6420', 1.5) +
    flat(
      'M232 242 Q232 226 250 226 L350 226 Q368 226 368 242 L370 466 Q370 480 354 480 L246 480 Q230 480 230 466 Z',
      c.t.base,
      c.t.line,
      2,
    ) +
    flat(
      'M232 242 Q232 226 250 226 L350 226 Q368 226 368 242 L370 466 Q370 480 354 480 L246 480 Q230 480 230 466 Z',
      'url(#glass)',
      'none',
      0,
    ) +
    flat('M244 300 L356 300 L356 420 L244 420 Z', PAPER, '#C8BBA5', 1.5) +
    text(300, 346, 22, '#3B2A1E', c.label.split('|')[0] ?? '', 'font-weight="bold"') +
    text(300, 376, 13, '#7A6450', c.label.split('|')[1] ?? '', 'letter-spacing="1"')
  )
}

function jar(c: Ctx): string {
  return (
    flat('M186 300 L414 300 L410 446 Q408 470 384 470 L216 470 Q192 470 190 446 Z', c.t.base, c.t.line, 2) +
    flat(
      'M186 300 L414 300 L410 446 Q408 470 384 470 L216 470 Q192 470 190 446 Z',
      'url(#round)',
      'none',
      0,
    ) +
    flat(
      'M178 240 Q178 226 194 226 L406 226 Q422 226 422 240 L422 298 L178 298 Z',
      'url(#gold)',
      '#8A6420',
      2,
    ) +
    rib('M180 262 L420 262', '#8A6420', 70, 0.25, '2 4') +
    flat('M214 330 L386 330 L386 430 L214 430 Z', PAPER, '#C8BBA5', 1.5) +
    text(300, 374, 24, '#3B2A1E', c.label.split('|')[0] ?? '', 'font-weight="bold"') +
    text(300, 404, 14, '#7A6450', c.label.split('|')[1] ?? '', 'letter-spacing="1"')
  )
}

function perfume(c: Ctx): string {
  const bottle =
    'M196 262 Q196 236 222 236 L378 236 Q404 236 404 262 L404 452 Q404 478 378 478 L222 478 Q196 478 196 452 Z'
  return (
    flat('M268 130 L332 130 L332 206 L268 206 Z', '#1F1F22', '#000', 1.5) +
    `<path d="M272 136 L284 136 L284 200 L272 200 Z" fill="#fff" opacity=".25"/>` +
    flat('M282 206 L318 206 L320 238 L280 238 Z', 'url(#gold)', '#8A6420', 1.5) +
    flat(bottle, mix(c.t.base, '#ffffff', 0.55), '#B8B2A8', 2) +
    flat(
      'M210 300 L390 300 L390 452 Q390 464 378 464 L222 464 Q210 464 210 452 Z',
      c.t.base,
      'none',
      0,
      'opacity=".85"',
    ) +
    flat(bottle, 'url(#glass)', 'none', 0) +
    `<path d="M214 252 L236 252 L236 460 L214 460 Z" fill="#fff" opacity=".35"/>` +
    text(300, 360, 26, '#fff', c.label.split('|')[0] ?? '', 'font-weight="bold" letter-spacing="4"') +
    text(300, 388, 13, '#fff', c.label.split('|')[1] ?? '', 'letter-spacing="3"')
  )
}

function soaps(c: Ctx): string {
  const bar = (y: number, shade: string, w: number) =>
    piece(
      `M${300 - w} ${y + 10} Q${300 - w} ${y} ${310 - w} ${y} L${290 + w} ${y} Q${300 + w} ${y} ${300 + w} ${y + 10} L${300 + w} ${y + 58} Q${300 + w} ${y + 68} ${290 + w} ${y + 68} L${310 - w} ${y + 68} Q${300 - w} ${y + 68} ${300 - w} ${y + 58} Z`,
      c,
      shade,
      'vfold',
    )
  const specks = Array.from({ length: 40 }, (_, i) =>
    circle(180 + ((i * 53) % 240), 260 + ((i * 37) % 200), 2, '#3B2414', 'opacity=".35"'),
  ).join('')
  return (
    bar(396, c.t.dark, 128) +
    bar(326, c.fill, 120) +
    bar(256, c.t.light, 112) +
    specks +
    line('M300 244 L300 468', KRAFT, 6) +
    line('M268 232 Q300 252 332 232', KRAFT, 5) +
    flat('M250 292 L350 292 L350 308 L250 308 Z', PAPER, '#C8BBA5', 1)
  )
}

function lipstick(c: Ctx): string {
  return (
    flat('M216 300 L276 300 L276 478 L216 478 Z', 'url(#gold)', '#8A6420', 2) +
    flat('M222 226 L270 226 L270 300 L222 300 Z', 'url(#silver)', '#6B7280', 1.5) +
    flat('M226 226 L266 226 L266 150 Q246 120 226 168 Z', c.t.base, c.t.line, 2) +
    `<path d="M232 220 L240 220 L240 168 L232 180 Z" fill="#fff" opacity=".35"/>` +
    `<g transform="rotate(14 370 380)">` +
    flat('M330 236 L394 236 L394 466 L330 466 Z', '#1F1F22', '#000', 1.5) +
    `<path d="M336 242 L350 242 L350 460 L336 460 Z" fill="#fff" opacity=".22"/>` +
    flat('M330 236 L394 236 L394 256 L330 256 Z', 'url(#gold)', '#8A6420', 1) +
    `</g>`
  )
}

function tube(c: Ctx): string {
  return (
    flat('M214 110 L386 110 L386 130 L214 130 Z', mix(c.t.base, '#ffffff', 0.4), c.t.line, 2) +
    rib('M214 120 L386 120', c.t.line, 20, 0.3, '2 4') +
    piece('M214 130 L386 130 Q380 260 358 420 L242 420 Q220 260 214 130 Z', c, c.fill, 'round') +
    flat('M236 420 L364 420 L360 480 Q300 490 240 480 Z', '#F7F6F2', '#B9B5AC', 2) +
    flat('M244 220 L356 220 L350 330 L250 330 Z', PAPER, '#C8BBA5', 1.5) +
    text(300, 266, 30, c.t.deep, c.label.split('|')[0] ?? '', 'font-weight="bold"') +
    text(300, 300, 14, '#7A6450', c.label.split('|')[1] ?? '', 'letter-spacing="1"')
  )
}

function ball(c: Ctx): string {
  const pentagon = (cx: number, cy: number, r: number, rotation: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = rotation + (i / 5) * Math.PI * 2
      return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`
    }).join(' ')
  const outer = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i / 5) * Math.PI * 2 + Math.PI / 5
    return `<polygon points="${pentagon(300 + Math.cos(a) * 150, 300 + Math.sin(a) * 150, 56, a + Math.PI)}" fill="${c.t.base}"/>`
  }).join('')
  const seams = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i / 5) * Math.PI * 2
    return line(
      `M${300 + Math.cos(a) * 52} ${300 + Math.sin(a) * 52} L${300 + Math.cos(a) * 118} ${300 + Math.sin(a) * 118}`,
      '#9CA3AF',
      2.5,
    )
  }).join('')
  return (
    `<clipPath id="ball"><circle cx="300" cy="300" r="158"/></clipPath>` +
    circle(300, 300, 158, '#FAFAF8') +
    `<g clip-path="url(#ball)">${outer}${seams}<polygon points="${pentagon(300, 300, 56, -Math.PI / 2)}" fill="${c.t.base}"/></g>` +
    circle(300, 300, 158, 'url(#sphere)', 'stroke="#9CA3AF" stroke-width="2"')
  )
}

function yogaMat(c: Ctx): string {
  return (
    piece('M120 396 L470 396 L412 486 L62 486 Z', c, c.t.base, 'vfold') +
    stitch('M140 412 L448 412', c.t.light, 0.4) +
    piece('M150 250 L430 250 L430 390 L150 390 Z', c, c.fill, 'vfold') +
    `<ellipse cx="150" cy="320" rx="40" ry="70" fill="${c.t.dark}" stroke="${c.t.line}" stroke-width="2"/>` +
    [56, 42, 28, 14]
      .map(
        (r) =>
          `<ellipse cx="150" cy="320" rx="${r * 0.57}" ry="${r}" fill="none" stroke="${c.t.light}" stroke-width="3"/>`,
      )
      .join('') +
    line('M260 248 L260 392 M360 248 L360 392', '#2B2B2E', 10) +
    line('M260 248 Q310 210 360 248', '#2B2B2E', 6)
  )
}

function flask(c: Ctx): string {
  return (
    line('M270 118 Q300 70 330 118', '#2B2B2E', 10) +
    flat('M252 118 L348 118 L348 168 L252 168 Z', '#2B2B2E', '#000', 1.5) +
    rib('M252 144 L348 144', '#6B7280', 50, 0.5, '2 4') +
    piece(
      'M256 168 L344 168 Q396 196 396 246 L396 468 Q396 490 374 490 L226 490 Q204 490 204 468 L204 246 Q204 196 256 168 Z',
      c,
      c.fill,
      'round',
    ) +
    `<path d="M226 240 L246 240 L246 470 L226 470 Z" fill="#fff" opacity=".22"/>` +
    flat('M204 300 L396 300 L396 330 L204 330 Z', 'url(#silver)', 'none', 0) +
    text(300, 400, 22, c.t.light, c.label.split('|')[0] ?? '', 'font-weight="bold" letter-spacing="3"')
  )
}

function dumbbells(c: Ctx): string {
  const head = (x: number) =>
    piece(
      `M${x} 248 Q${x} 236 ${x + 12} 236 L${x + 62} 236 Q${x + 74} 236 ${x + 74} 248 L${x + 74} 352 Q${x + 74} 364 ${x + 62} 364 L${x + 12} 364 Q${x} 364 ${x} 352 Z`,
      c,
      c.fill,
      'vfold',
    ) + `<path d="M${x + 8} 244 L${x + 66} 244 L${x + 66} 262 L${x + 8} 262 Z" fill="#fff" opacity=".25"/>`
  const one = (transform: string) =>
    `<g transform="${transform}">` +
    flat('M200 288 L400 288 L400 312 L200 312 Z', 'url(#silver)', '#6B7280', 1.5) +
    rib('M226 300 L374 300', '#6B7280', 24, 0.35, '2 3') +
    head(136) +
    head(390) +
    `</g>`
  return one('translate(40 -84) scale(.9) translate(33 33)') + one('translate(-10 70)')
}

export const GOODS = {
  mug: { draw: mug, focus: [300, 300], floor: [472, 140] },
  coffee: { draw: pouch, focus: [300, 340], floor: [490, 140] },
  candle: { draw: candle, focus: [300, 340], floor: [476, 120] },
  cushion: { draw: cushion, focus: [300, 300], floor: [452, 170] },
  hammock: { draw: hammock, focus: [300, 330], floor: [520, 170], frame: [300, 330, 1] },
  blanket: { draw: blanket, focus: [300, 300], floor: [440, 170], frame: [300, 330, 1.12] },
  vase: { draw: vase, focus: [300, 300], floor: [482, 140] },
  serum: { draw: dropper, focus: [300, 340], floor: [482, 90], frame: [300, 300, 1.05] },
  jar: { draw: jar, focus: [300, 370], floor: [472, 130], frame: [300, 350, 1.2] },
  perfume: { draw: perfume, focus: [300, 340], floor: [480, 120], frame: [300, 304, 1.05] },
  soap: { draw: soaps, focus: [300, 300], floor: [470, 150], frame: [300, 356, 1.15] },
  lipstick: { draw: lipstick, focus: [250, 220], floor: [482, 120], frame: [300, 310, 1.05] },
  tube: { draw: tube, focus: [300, 270], floor: [484, 80] },
  ball: { draw: ball, focus: [300, 300], floor: [462, 130] },
  'yoga-mat': { draw: yogaMat, focus: [200, 320], floor: [488, 220], frame: [266, 360, 1.15] },
  bottle: { draw: flask, focus: [300, 200], floor: [492, 100] },
  dumbbells: { draw: dumbbells, focus: [300, 330], floor: [490, 180] },
} satisfies Record<string, Drawing>
