import {
  button,
  circle,
  type Ctx,
  type Drawing,
  flat,
  line,
  luminance,
  mirrored,
  piece,
  rib,
  stitch,
  text,
} from './art-kit'

// Garments drawn flat, front view, as in a catalogue "flat lay".

const GOLD_THREAD = '#D9A441'
const TOP_FLOOR = [500, 170] as const
const BOTTOM_FLOOR = [508, 150] as const

const crewNeck = 'Q300 160 360 112'

function teeBody(neck: string): string {
  return `M240 112 ${neck} L430 132 L508 196 L468 250 L418 222 L414 488 Q300 496 186 488 L182 222 L132 250 L92 196 L170 132 Z`
}

function longBody(neck: string): string {
  return `M240 112 ${neck} L430 132 Q472 160 484 232 L516 432 L470 448 L424 262 L418 492 Q300 500 182 492 L176 262 L130 448 L84 432 L116 232 Q128 160 170 132 Z`
}

/** The inside of the back of the neck, seen through the neckline. */
function neckInside(c: Ctx, neck: string): string {
  return flat(
    `M240 112 Q300 128 360 112 ${neck.startsWith('L') ? 'L300 178' : 'Q300 160 240 112'} Z`,
    c.t.deep,
    c.t.line,
  )
}

function softFolds(c: Ctx, top: number, bottom: number): string {
  const shade = c.t.deep
  return (
    line(`M214 ${top} Q228 ${(top + bottom) / 2} 212 ${bottom}`, shade, 7, 0.08) +
    line(`M384 ${top + 20} Q370 ${(top + bottom) / 2} 390 ${bottom}`, shade, 7, 0.08) +
    line(`M290 ${top + 60} Q300 ${(top + bottom) / 2 + 30} 286 ${bottom}`, '#ffffff', 8, 0.07)
  )
}

/** A screen-printed hummingbird badge with the label under it (graphic tees). */
function chestPrint(c: Ctx): string {
  const ink = luminance(c.t.base) > 0.6 ? '#1F3A5F' : '#F4EBD9'
  return (
    circle(300, 250, 46, '#E85D3F') +
    `<g transform="translate(296 254)" fill="#FFF7E8">` +
    `<ellipse rx="16" ry="9" transform="rotate(-20)"/>` +
    circle(13, -9, 7, '#FFF7E8') +
    `<path d="M-2 -4 Q-16 -34 8 -38 Q2 -18 5 -4 Z"/><path d="M-12 4 L-30 16 L-22 2 Z"/>` +
    `<path d="M19 -11 L42 -18" stroke="#FFF7E8" stroke-width="3" stroke-linecap="round"/>` +
    `</g>` +
    text(300, 322, 17, ink, c.label, 'font-weight="bold" letter-spacing="4"')
  )
}

function tee(c: Ctx, neck: 'crew' | 'v' | 'polo'): string {
  const neckPath = neck === 'v' ? 'L300 178 L360 112' : crewNeck
  const body = teeBody(neckPath)
  let svg =
    neckInside(c, neckPath) +
    piece(body, c) +
    `<path d="${body}" fill="url(#vfold)"/>` +
    line(`M240 112 ${neckPath}`, c.t.dark, 9, 0.9) +
    softFolds(c, 240, 480) +
    mirrored(line('M172 134 Q190 180 182 222', c.t.line, 1.6, 0.4) + stitch('M101 188 L141 242', c.t.line)) +
    stitch('M188 474 Q300 482 412 474', c.t.line) +
    (c.label ? chestPrint(c) : '')
  if (neck === 'polo') {
    svg +=
      piece('M292 140 L308 140 L308 236 L292 236 Z', c) +
      button(300, 180, c, 5) +
      button(300, 214, c, 5) +
      mirrored(piece('M242 104 Q270 104 300 142 L276 172 L226 128 Z', c))
  }
  return svg
}

function shirtCollar(c: Ctx): string {
  return (
    flat('M240 112 Q300 92 360 112 L356 124 Q300 106 244 124 Z', c.t.deep, c.t.line) +
    mirrored(piece('M300 150 L244 106 Q234 138 258 180 Z', c))
  )
}

function cuffs(c: Ctx, fill = c.fill): string {
  return mirrored(piece('M88 408 L134 424 L130 448 L84 432 Z', c, fill))
}

function shirt(c: Ctx): string {
  const body = longBody('Q300 150 360 112')
  return (
    piece(body, c) +
    `<path d="${body}" fill="url(#vfold)"/>` +
    softFolds(c, 240, 486) +
    line('M292 150 L292 494 M308 150 L308 494', c.t.line, 1.4, 0.5) +
    [215, 270, 325, 380, 435].map((y) => button(300, y, c, 5.5)).join('') +
    piece('M326 206 L374 206 L374 258 L350 268 L326 258 Z', c) +
    stitch('M328 216 L372 216', c.t.line) +
    mirrored(line('M170 134 Q186 200 176 262', c.t.line, 1.6, 0.4)) +
    cuffs(c) +
    shirtCollar(c)
  )
}

function blouse(c: Ctx): string {
  const body =
    'M190 150 Q300 178 410 150 L452 160 Q502 204 484 252 Q460 264 430 246 Q418 360 432 472 Q300 490 168 472 Q182 360 170 246 Q140 264 116 252 Q98 204 148 160 Z'
  const colours = ['#D94F4F', '#F2B134', '#2F6FB3', '#3E8E5A']
  const embroidery = Array.from({ length: 11 }, (_, i) => {
    const x = 200 + i * 20
    const y = 170 + Math.sin((i / 10) * Math.PI) * 12
    return `<circle cx="${x}" cy="${y}" r="5" fill="${colours[i % 4]}"/><circle cx="${x}" cy="${y}" r="1.8" fill="#fff"/>`
  }).join('')
  return (
    piece(body, c) +
    `<path d="${body}" fill="url(#vfold)"/>` +
    line('M190 150 Q300 178 410 150', c.t.dark, 7, 0.6) +
    embroidery +
    line('M186 196 Q300 222 414 196', c.t.line, 1.4, 0.35, 'stroke-dasharray="3 5"') +
    mirrored(
      line('M132 240 Q150 226 174 236', c.t.line, 1.6, 0.5) +
        line('M160 170 Q150 210 168 246', c.t.line, 1.2, 0.3),
    ) +
    softFolds(c, 260, 470)
  )
}

/** A knitted rib band: the band itself plus fine vertical ribs drawn along its middle line. */
function ribBand(d: string, c: Ctx, across: string, depth = 20): string {
  return piece(d, c, c.t.base) + rib(across, c.t.deep, depth)
}

function hoodie(c: Ctx, withHood: boolean): string {
  const body = longBody(crewNeck)
  let svg = ''
  if (withHood) svg += piece('M226 126 Q214 46 300 40 Q386 46 374 126 Z', c, c.t.dark)
  svg +=
    piece(body, c) +
    `<path d="${body}" fill="url(#vfold)"/>` +
    softFolds(c, 250, 460) +
    mirrored(line('M170 134 Q186 200 176 262', c.t.line, 1.6, 0.4)) +
    ribBand('M182 462 L418 462 L418 492 Q300 500 182 492 Z', c, 'M184 478 L416 478', 24) +
    mirrored(ribBand('M90 404 L136 420 L130 448 L84 432 Z', c, 'M90 418 L130 432', 22))
  if (withHood) {
    svg +=
      piece('M232 130 Q226 58 300 52 Q374 58 368 130 Q300 184 232 130 Z', c) +
      flat('M250 124 Q250 74 300 70 Q350 74 350 124 Q300 164 250 124 Z', c.t.deep, c.t.line) +
      line('M284 154 L278 238 M316 154 L322 238', '#F4F1EA', 4) +
      line('M278 238 L277 252 M322 238 L323 252', '#9CA3AF', 6) +
      piece('M222 350 L378 350 L404 452 L196 452 Z', c) +
      mirrored(line('M224 354 Q214 404 200 446', c.t.deep, 3, 0.5))
  } else {
    svg += line(`M240 112 ${crewNeck}`, c.t.base, 16) + rib(`M238 108 ${crewNeck}`, c.t.deep, 16, 0.2)
  }
  return svg
}

function jacket(c: Ctx, style: 'zip' | 'puffer' | 'biker' | 'denim'): string {
  const body = longBody(style === 'biker' ? 'L300 200 L360 112' : 'Q300 140 360 112')
  const thread = style === 'denim' ? GOLD_THREAD : c.t.line
  let svg = ''
  if (style === 'biker') svg += flat('M240 112 Q300 128 360 112 L300 200 Z', '#2B2B2E', c.t.line)
  svg +=
    piece(body, c) +
    `<path d="${body}" fill="url(#vfold)"/>` +
    mirrored(line('M170 134 Q186 200 176 262', thread, 1.6, 0.5))
  if (style === 'puffer') {
    svg += [176, 236, 296, 356, 416]
      .map(
        (y) =>
          line(`M184 ${y} Q300 ${y + 12} 416 ${y}`, c.t.deep, 3, 0.5) +
          line(`M190 ${y - 16} Q300 ${y - 4} 410 ${y - 16}`, '#fff', 12, 0.12),
      )
      .join('')
    svg += mirrored(
      [200, 260, 320, 380]
        .map((y) => line(`M${132 - (y - 200) / 7} ${y} L${172 - (y - 200) / 6} ${y + 24}`, c.t.deep, 3, 0.5))
        .join(''),
    )
  }
  if (style === 'biker') {
    svg +=
      `<path d="${body}" fill="url(#gloss)" opacity=".35"/>` +
      mirrored(piece('M240 112 L296 204 L252 268 L206 170 L226 146 Z', c)) +
      line('M318 200 L338 490', 'url(#silver)', 6) +
      piece('M182 452 L418 452 L418 480 L182 480 Z', c) +
      flat('M204 448 L236 448 L236 484 L204 484 Z', 'none', '#C0C4CA', 4) +
      mirrored(line('M214 300 L246 372', 'url(#silver)', 4))
  } else {
    svg += piece('M236 96 L364 96 L368 130 Q300 150 232 130 Z', c)
  }
  if (style === 'zip' || style === 'puffer') {
    svg +=
      line('M300 140 L300 492', '#3A3D42', 5) +
      line('M300 140 L300 492', '#C9CDD2', 2, 1, 'stroke-dasharray="2 3"') +
      flat('M295 146 L305 146 L304 176 L296 176 Z', 'url(#silver)', '#6B7280', 1.2) +
      mirrored(line('M214 340 L236 410', c.t.deep, 3.5, 0.7)) +
      cuffs(c, c.t.dark)
  }
  if (style === 'denim') {
    svg +=
      line('M300 140 L300 492', thread, 1.6, 0.7) +
      [190, 260, 330, 400]
        .map((y) => `<circle cx="312" cy="${y}" r="6" fill="url(#gold)" stroke="#8A6420"/>`)
        .join('') +
      mirrored(
        piece('M216 200 L278 200 L278 226 L247 236 L216 226 Z', c) + stitch('M218 208 L276 208', thread, 0.9),
      ) +
      mirrored(line('M186 250 Q240 262 296 256', thread, 1.6, 0.8, 'stroke-dasharray="5 4"')) +
      piece('M182 460 L418 460 L418 492 Q300 500 182 492 Z', c) +
      stitch('M184 468 L416 468', thread, 0.9) +
      cuffs(c) +
      shirtCollar(c)
  }
  return svg
}

function ruana(c: Ctx): string {
  const shape =
    'M244 96 L356 96 L520 196 Q534 336 512 482 L316 484 L300 190 L284 484 L88 482 Q66 336 80 196 Z'
  const fringe = (x0: number, x1: number) =>
    Array.from({ length: Math.floor((x1 - x0) / 9) }, (_, i) => `M${x0 + i * 9} 484 l-2 22`).join(' ')
  return (
    piece(shape, c) +
    `<path d="${shape}" fill="url(#vfold)"/>` +
    line('M90 440 L290 440 M310 440 L508 440', c.t.deep, 10, 0.55) +
    line('M90 418 L290 418 M310 418 L510 418', c.t.light, 5, 0.7) +
    line('M300 190 L300 96', c.t.deep, 3, 0.6) +
    flat('M262 100 Q300 120 338 100 L300 190 Z', c.t.deep, c.t.line) +
    line(fringe(92, 284) + ' ' + fringe(320, 510), c.t.base, 3) +
    line('M150 240 Q170 340 150 440 M450 240 Q430 340 450 440', c.t.deep, 8, 0.1)
  )
}

const PANTS = 'M208 100 L392 100 L404 300 L414 500 L322 500 L302 220 L298 220 L278 500 L186 500 L196 300 Z'

function waistband(c: Ctx, thread: string, loops = true): string {
  return (
    piece('M208 100 L392 100 L393 126 L207 126 Z', c) +
    stitch('M210 120 L390 120', thread, 0.8) +
    (loops
      ? [222, 262, 330, 370].map((x) => piece(`M${x} 96 L${x + 8} 96 L${x + 8} 132 L${x} 132 Z`, c)).join('')
      : '')
  )
}

function pants(c: Ctx, style: 'jeans' | 'chino'): string {
  const thread = style === 'jeans' ? GOLD_THREAD : c.t.line
  let svg =
    piece(PANTS, c) +
    `<path d="${PANTS}" fill="url(#vfold)"/>` +
    waistband(c, thread) +
    circle6(300, 113, style === 'jeans') +
    stitch('M316 126 L316 196 Q314 212 300 220', thread, 0.9) +
    mirrored(line('M258 126 Q254 172 204 186', c.t.deep, 2.2, 0.8) + stitch('M188 488 L278 488', thread, 0.8))
  if (style === 'jeans') {
    svg +=
      stitch('M352 134 L378 134 L380 160 L354 160', thread, 0.9) +
      mirrored(
        line('M256 236 Q274 244 292 238 M254 258 Q272 266 290 260', '#fff', 3, 0.25) +
          line('M236 420 Q252 426 268 420', '#fff', 3, 0.18),
      )
  } else {
    svg += mirrored(line('M240 140 L232 496', c.t.deep, 1.5, 0.35))
  }
  return svg
}

function circle6(cx: number, cy: number, copper: boolean): string {
  return `<circle cx="${cx}" cy="${cy}" r="7" fill="${copper ? 'url(#gold)' : 'url(#silver)'}" stroke="#6B5A3A" stroke-width="1"/>`
}

function joggers(c: Ctx, slim: boolean): string {
  const legs = slim
    ? 'M216 100 L384 100 L394 280 L368 500 L324 500 L302 230 L298 230 L276 500 L232 500 L206 280 Z'
    : 'M210 100 L390 100 L408 300 L392 468 L328 468 L302 222 L298 222 L272 468 L208 468 L192 300 Z'
  let svg = piece(legs, c) + `<path d="${legs}" fill="url(#vfold)"/>`
  if (slim) {
    svg +=
      piece('M216 100 L384 100 L386 150 L214 150 Z', c) +
      line('M218 150 L382 150', c.t.deep, 3, 0.4) +
      mirrored(line('M214 180 Q230 330 250 496', '#fff', 6, 0.08))
  } else {
    svg +=
      piece('M210 100 L390 100 L391 130 L209 130 Z', c) +
      rib('M210 115 L390 115', c.t.deep, 26, 0.18, '2 5') +
      line('M292 130 Q288 170 282 190 M308 130 Q312 170 318 190', '#F4F1EA', 3.5) +
      mirrored(
        ribBand('M208 468 L272 468 L274 500 L210 500 Z', c, 'M210 484 L272 484', 28) +
          line('M256 132 Q246 170 206 184', c.t.deep, 2, 0.7),
      )
  }
  return svg
}

function palazzo(c: Ctx): string {
  const legs = 'M212 100 L388 100 L446 500 L312 500 L300 236 L288 500 L154 500 Z'
  return (
    piece(legs, c) +
    `<path d="${legs}" fill="url(#vfold)"/>` +
    piece('M212 100 L388 100 L390 132 L210 132 Z', c) +
    rib('M212 116 L388 116', c.t.deep, 28, 0.15, '2 6') +
    mirrored(line('M246 140 Q234 330 206 496 M274 150 Q270 330 262 496', c.t.deep, 4, 0.12))
  )
}

function shorts(c: Ctx): string {
  const legs = 'M208 100 L392 100 L412 330 L312 338 L300 216 L288 338 L188 330 Z'
  return (
    piece(legs, c) +
    `<path d="${legs}" fill="url(#vfold)"/>` +
    waistband(c, c.t.line) +
    circle6(300, 113, false) +
    stitch('M316 126 L316 192 Q314 206 300 214', c.t.line, 0.8) +
    mirrored(
      piece('M188 330 L288 338 L289 312 L190 304 Z', c) +
        line('M258 126 Q254 172 204 186', c.t.deep, 2.2, 0.8),
    )
  )
}

function dress(c: Ctx, style: 'strap' | 'shirt' | 'sheath'): string {
  if (style === 'shirt') {
    const body =
      'M240 112 Q300 150 360 112 L420 130 L470 190 L436 226 L400 200 Q392 230 380 262 Q420 370 446 474 Q300 494 154 474 Q180 370 220 262 Q208 230 200 200 L164 226 L130 190 L180 130 Z'
    return (
      piece(body, c) +
      `<path d="${body}" fill="url(#vfold)"/>` +
      line('M300 150 L300 480', c.t.line, 1.4, 0.5) +
      [200, 240, 310, 360, 410].map((y) => button(300, y, c, 5)).join('') +
      piece('M216 252 Q300 262 384 252 L388 278 Q300 288 212 278 Z', c, c.t.dark) +
      line('M300 270 L286 330 M300 270 L318 326', c.t.dark, 8) +
      mirrored(line('M232 292 Q216 380 186 468', c.t.deep, 5, 0.1) + stitch('M141 180 L168 214', c.t.line)) +
      shirtCollar(c)
    )
  }
  if (style === 'sheath') {
    const body =
      'M250 100 Q300 134 350 100 L374 112 Q382 190 362 252 Q356 300 380 400 L398 496 Q300 508 202 496 L220 400 Q244 300 238 252 Q218 190 226 112 Z'
    return (
      flat('M250 100 Q300 116 350 100 Q300 134 250 100 Z', c.t.deep, c.t.line) +
      piece(body, c) +
      `<path d="${body}" fill="url(#gloss)" opacity=".25"/>` +
      line('M250 100 Q300 134 350 100', c.t.dark, 5, 0.8) +
      mirrored(
        line('M262 260 Q270 380 250 496', '#fff', 7, 0.08) +
          line('M236 180 Q264 200 268 250', c.t.deep, 2, 0.3),
      )
    )
  }
  const body =
    'M250 168 Q275 182 300 172 Q325 182 350 168 Q364 210 352 252 Q420 360 452 500 Q376 516 300 512 Q224 516 148 500 Q180 360 248 252 Q236 210 250 168 Z'
  return (
    flat('M254 170 Q300 150 346 170 Q325 182 300 172 Q275 182 254 170 Z', c.t.deep, c.t.line) +
    mirrored(line('M262 94 L254 172', c.t.dark, 7)) +
    piece(body, c) +
    `<path d="${body}" fill="url(#vfold)"/>` +
    line('M248 252 Q300 262 352 252', c.t.deep, 4, 0.6) +
    mirrored(
      line('M276 262 Q262 380 236 506', c.t.deep, 6, 0.14) +
        line('M252 300 Q232 400 196 500', '#fff', 6, 0.1),
    )
  )
}

function skirt(c: Ctx, style: 'pleated' | 'denim'): string {
  if (style === 'denim') {
    const body = 'M218 140 L382 140 L410 340 Q300 352 190 340 Z'
    return (
      piece(body, c) +
      piece('M216 112 L384 112 L384 140 L216 140 Z', c) +
      stitch('M218 134 L382 134', GOLD_THREAD, 0.9) +
      circle6(300, 126, true) +
      line('M300 140 L300 346', c.t.deep, 2, 0.7) +
      stitch('M308 140 L308 220 Q306 232 300 236', GOLD_THREAD, 0.9) +
      mirrored(
        line('M262 140 Q258 180 222 190', c.t.deep, 2.2, 0.8) +
          stitch('M194 326 Q246 334 298 336', GOLD_THREAD, 0.9),
      )
    )
  }
  const body = 'M224 140 L376 140 L446 482 Q300 500 154 482 Z'
  const pleats = Array.from({ length: 9 }, (_, i) => {
    const x0 = 224 + ((i + 1) * 152) / 10
    const x1 = 154 + ((i + 1) * 292) / 10
    return line(
      `M${x0} 142 L${x1} ${490 - Math.abs(i - 4) * 2}`,
      i % 2 ? '#fff' : c.t.deep,
      3,
      i % 2 ? 0.14 : 0.3,
    )
  }).join('')
  return (
    piece(body, c) +
    `<path d="${body}" fill="url(#vfold)"/>` +
    pleats +
    piece('M224 110 L376 110 L376 142 L224 142 Z', c)
  )
}

export const APPAREL = {
  tshirt: { draw: (c) => tee(c, 'crew'), focus: [300, 200], floor: TOP_FLOOR },
  vneck: { draw: (c) => tee(c, 'v'), focus: [300, 200], floor: TOP_FLOOR },
  polo: { draw: (c) => tee(c, 'polo'), focus: [300, 190], floor: TOP_FLOOR },
  shirt: { draw: shirt, focus: [320, 210], floor: TOP_FLOOR },
  blouse: { draw: blouse, focus: [300, 200], floor: TOP_FLOOR },
  hoodie: { draw: (c) => hoodie(c, true), focus: [300, 170], floor: TOP_FLOOR },
  sweater: { draw: (c) => hoodie(c, false), focus: [300, 200], floor: TOP_FLOOR },
  'zip-jacket': { draw: (c) => jacket(c, 'zip'), focus: [300, 200], floor: TOP_FLOOR },
  puffer: { draw: (c) => jacket(c, 'puffer'), focus: [300, 220], floor: TOP_FLOOR },
  'leather-jacket': { draw: (c) => jacket(c, 'biker'), focus: [290, 220], floor: TOP_FLOOR },
  'denim-jacket': { draw: (c) => jacket(c, 'denim'), focus: [260, 210], floor: TOP_FLOOR },
  ruana: { draw: ruana, focus: [300, 420], floor: [510, 220] },
  jeans: { draw: (c) => pants(c, 'jeans'), focus: [300, 160], floor: BOTTOM_FLOOR },
  chinos: { draw: (c) => pants(c, 'chino'), focus: [300, 160], floor: BOTTOM_FLOOR },
  joggers: { draw: (c) => joggers(c, false), focus: [300, 150], floor: BOTTOM_FLOOR },
  leggings: { draw: (c) => joggers(c, true), focus: [300, 160], floor: BOTTOM_FLOOR },
  palazzo: { draw: palazzo, focus: [300, 150], floor: BOTTOM_FLOOR },
  shorts: { draw: shorts, focus: [300, 170], floor: [372, 150], frame: [300, 232, 1.3] },
  'strap-dress': { draw: (c) => dress(c, 'strap'), focus: [300, 260], floor: [520, 170] },
  'shirt-dress': { draw: (c) => dress(c, 'shirt'), focus: [300, 230], floor: [500, 170] },
  'sheath-dress': { draw: (c) => dress(c, 'sheath'), focus: [300, 200], floor: [512, 120] },
  'pleated-skirt': { draw: (c) => skirt(c, 'pleated'), focus: [300, 200], floor: [500, 170] },
  'denim-skirt': {
    draw: (c) => skirt(c, 'denim'),
    focus: [300, 200],
    floor: [362, 130],
    frame: [300, 240, 1.3],
  },
} satisfies Record<string, Drawing>
