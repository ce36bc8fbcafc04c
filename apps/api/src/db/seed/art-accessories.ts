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
} from './art-kit'

// Footwear (side view, toe to the right), hats, bags, watches and jewellery.

const SOLE = '#F7F6F2'
const SHOE_FLOOR = [452, 220] as const

function sneaker(c: Ctx, runner: boolean): string {
  const accent = runner ? '#F97316' : c.t.dark
  const laceColour = luminance(c.t.base) > 0.8 ? '#C9CED6' : '#F4F1EA'
  const upper =
    'M112 398 C106 350 114 300 140 276 Q180 290 226 296 L252 292 L372 334 Q440 350 482 364 Q512 376 512 398 Z'
  const laces = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 262 + i * 25
      const y = 298 + i * 9
      const lace = `M${x - 2} ${y + 4} L${x - 16} ${y - 14}`
      return line(lace, c.t.line, 7, 0.6) + line(lace, laceColour, 5) + circle(x - 2, y + 5, 2.8, c.t.deep)
    })
    .join('')
  const sole = runner
    ? 'M104 398 L500 398 Q518 402 516 418 Q512 440 486 442 Q420 438 340 446 Q240 452 140 446 Q104 444 100 420 Q100 406 104 398 Z'
    : 'M104 398 L500 398 Q516 400 514 414 Q512 434 488 436 L128 436 Q102 436 100 416 Q100 404 104 398 Z'
  return (
    piece('M226 298 Q226 268 244 262 Q264 258 274 270 L292 302 Z', c, c.t.light) +
    piece(upper, c, runner ? 'url(#mesh)' : c.fill, 'vfold') +
    flat('M142 276 Q186 268 232 282 L226 296 Q180 290 140 276 Z', c.t.deep, c.t.line, 1.5) +
    piece('M112 398 C106 350 114 300 140 276 L158 282 Q150 340 170 398 Z', c, accent) +
    piece('M246 291 L378 335 L372 347 L242 303 Z', c, c.t.dark) +
    piece(
      'M432 352 Q482 364 504 378 Q514 388 512 398 L440 398 Q424 376 432 352 Z',
      c,
      runner ? c.t.dark : c.t.light,
    ) +
    (runner
      ? line('M186 380 Q300 368 410 330', accent, 10) + line('M200 394 Q320 386 434 346', '#fff', 4, 0.8)
      : piece('M188 374 Q262 362 344 330 L356 344 Q272 380 194 390 Z', c, accent)) +
    laces +
    flat(sole, SOLE, '#B9B5AC', 2) +
    line(runner ? 'M106 420 Q300 410 512 416' : 'M104 416 L512 416', '#D6D2C8', 3) +
    stitch('M122 390 L500 390', c.t.line, 0.45)
  )
}

function boot(c: Ctx): string {
  const body =
    'M150 412 L146 176 Q146 158 164 158 L286 158 Q300 158 300 174 L304 292 Q330 318 420 338 Q492 354 506 392 Q510 408 496 412 Z'
  return (
    piece(body, c, c.fill, 'round') +
    `<path d="M330 320 Q420 336 480 360 Q440 350 330 334 Z" fill="#fff" opacity=".35"/>` +
    flat('M206 160 L262 160 L274 300 Q242 312 212 300 Z', '#2E2E30', '#1B1B1D') +
    rib('M212 230 L270 230', '#5A5A60', 130, 0.5, '1.5 5') +
    line('M158 158 Q150 120 176 122 Q196 126 188 160', c.t.dark, 7) +
    stitch('M152 170 L296 170', c.t.light, 0.5) +
    flat('M144 412 L508 412 Q512 428 500 432 L144 432 Z', '#2A2320', '#1A1614') +
    flat('M150 432 L214 432 L212 452 L152 452 Z', '#3A302B', '#1A1614')
  )
}

function loafer(c: Ctx): string {
  const body =
    'M130 412 C122 384 120 350 134 328 Q190 340 256 326 C330 310 420 326 470 356 C500 372 512 392 504 412 Z'
  return (
    piece(body, c, c.fill, 'round') +
    flat('M136 326 Q196 310 256 326 Q190 340 134 328 Z', c.t.deep, c.t.line) +
    stitch('M262 338 C320 334 430 338 488 384', c.t.light, 0.8, 2) +
    piece('M256 332 C296 322 330 320 356 326 L360 354 C330 350 300 352 262 362 Z', c, c.t.dark) +
    flat('M292 338 Q310 334 330 336 L330 343 Q310 341 292 345 Z', c.t.deep, c.t.line, 1) +
    `<path d="M380 322 Q450 334 490 372 Q440 350 380 336 Z" fill="#fff" opacity=".3"/>` +
    flat('M124 412 L508 412 Q512 426 498 428 L124 428 Z', '#3A2A20', '#24180F') +
    flat('M126 428 L190 428 L188 446 L130 446 Z', '#3A2A20', '#24180F')
  )
}

function espadrille(c: Ctx): string {
  const upper =
    'M130 398 C122 374 122 346 134 326 Q190 338 256 324 C330 308 420 324 470 354 C500 370 512 386 506 398 Z'
  return (
    piece(upper, c, c.fill, 'vfold') +
    flat('M136 324 Q196 308 256 324 Q190 338 134 326 Z', c.t.deep, c.t.line) +
    stitch('M150 390 Q320 380 498 390', c.t.line, 0.6) +
    line('M388 324 Q446 346 470 384 M410 330 Q462 352 484 386', c.t.line, 1.4, 0.35) +
    flat('M118 396 L508 396 Q516 412 506 428 L128 428 Q112 414 118 396 Z', '#CFAE72', '#9C7A45') +
    rib('M122 412 L508 412', '#8B6A3A', 30, 0.35, '3 4')
  )
}

function sandals(c: Ctx): string {
  const sole =
    'M232 126 Q280 118 290 180 Q300 260 282 330 Q276 420 252 470 Q232 502 206 482 Q188 432 196 340 Q176 240 192 170 Q202 130 232 126 Z'
  const strap = (y: number) =>
    piece(`M178 ${y} Q240 ${y - 20} 302 ${y} L300 ${y + 34} Q240 ${y + 14} 180 ${y + 34} Z`, c) +
    rib(`M182 ${y + 17} Q240 ${y - 2} 300 ${y + 17}`, c.t.deep, 28, 0.3, '4 4')
  const one =
    flat(sole, '#D9B98C', '#9C7A45', 2.5) + flat(sole, 'url(#round)', 'none', 0) + strap(190) + strap(286)
  return `<g transform="translate(-40 0)">${one}</g><g transform="translate(640 0) scale(-1 1)">${one}</g>`
}

function vueltiao(c: Ctx): string {
  const cream = c.t.base
  const dark = '#241F1B'
  const zigzag = (rx: number, ry: number, amp: number) => {
    const points = Array.from({ length: 73 }, (_, i) => {
      const a = (i / 72) * Math.PI * 2
      const r = i % 2 ? 1 : 1 - amp
      return `${(300 + Math.cos(a) * rx * r).toFixed(1)},${(380 + Math.sin(a) * ry * r).toFixed(1)}`
    })
    return `<polyline points="${points.join(' ')}" fill="none" stroke="${dark}" stroke-width="3"/>`
  }
  const crownBands = [232, 262, 292, 322, 352]
    .map((y, i) => `<rect x="180" y="${y}" width="240" height="${i % 2 ? 8 : 14}" fill="${dark}"/>`)
    .join('')
  const crownZig = Array.from({ length: 16 }, (_, i) => `${190 + i * 14},${i % 2 ? 244 : 256}`).join(' ')
  return (
    `<ellipse cx="300" cy="380" rx="252" ry="80" fill="${cream}" stroke="#8C7B5E" stroke-width="2"/>` +
    [238, 200, 164]
      .map(
        (rx) =>
          `<ellipse cx="300" cy="380" rx="${rx}" ry="${rx * 0.315}" fill="none" stroke="${dark}" stroke-width="9"/>`,
      )
      .join('') +
    zigzag(220, 69, 0.06) +
    zigzag(182, 57, 0.07) +
    `<ellipse cx="300" cy="380" rx="252" ry="80" fill="url(#vfold)"/>` +
    `<clipPath id="crown"><path d="M196 382 Q190 250 222 224 Q300 190 378 224 Q410 250 404 382 Z"/></clipPath>` +
    `<g clip-path="url(#crown)"><rect x="180" y="180" width="240" height="210" fill="${cream}"/>${crownBands}<polyline points="${crownZig}" fill="none" stroke="${dark}" stroke-width="3"/><rect x="180" y="180" width="240" height="210" fill="url(#round)"/></g>` +
    flat(
      'M196 382 Q190 250 222 224 Q300 190 378 224 Q410 250 404 382 Q300 400 196 382 Z',
      'none',
      '#8C7B5E',
      2,
    )
  )
}

function cap(c: Ctx): string {
  const crown = 'M168 352 C160 236 220 186 300 184 C384 186 432 246 430 340 Q300 372 168 352 Z'
  return (
    piece('M330 332 Q440 320 522 352 Q500 394 430 386 Q380 376 326 362 Z', c, c.t.dark) +
    piece(crown, c, c.fill, 'round') +
    line('M300 186 Q250 250 232 354 M300 186 Q350 250 366 348', c.t.line, 1.6, 0.5) +
    stitch('M172 340 Q300 362 426 330', c.t.line, 0.5) +
    `<ellipse cx="300" cy="186" rx="12" ry="6" fill="${c.t.dark}"/>` +
    `<path d="M262 262 L334 258 L336 280 L264 284 Z" fill="#FCD116"/><path d="M264 284 L336 280 L337 292 L265 296 Z" fill="#003893"/><path d="M265 296 L337 292 L338 304 L266 308 Z" fill="#CE1126"/>` +
    line('M338 360 Q430 350 512 358', '#fff', 3, 0.2)
  )
}

function watch(c: Ctx): string {
  const markers = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2
    const r1 = i % 3 ? 80 : 72
    return line(
      `M${300 + Math.sin(a) * r1} ${300 - Math.cos(a) * r1} L${300 + Math.sin(a) * 88} ${300 - Math.cos(a) * 88}`,
      '#2B2B2E',
      i % 3 ? 2.5 : 5,
    )
  }).join('')
  return (
    piece('M252 60 Q300 52 348 60 L346 210 L254 210 Z', c, c.fill, 'round') +
    piece('M254 390 L346 390 L348 540 Q300 548 252 540 Z', c, c.fill, 'round') +
    stitch('M262 70 L262 200 M338 70 L338 200 M262 400 L262 530 M338 400 L338 530', c.t.light, 0.7) +
    flat('M404 286 L422 286 L422 314 L404 314 Z', 'url(#silver)', '#6B7280', 1.5) +
    circle(300, 300, 112, 'url(#silver)', 'stroke="#6B7280" stroke-width="2"') +
    circle(300, 300, 96, '#FBF8F1', 'stroke="#9CA3AF" stroke-width="2"') +
    markers +
    line('M300 300 L300 236', '#1F2937', 6) +
    line('M300 300 L348 322', '#1F2937', 5) +
    line('M300 316 L300 220', '#C0392B', 2) +
    circle(300, 300, 7, '#1F2937') +
    `<path d="M214 250 A96 96 0 0 1 300 204 L300 230 A70 70 0 0 0 238 262 Z" fill="#fff" opacity=".5"/>`
  )
}

function sunglasses(c: Ctx): string {
  const lens = 'M140 252 Q140 218 184 216 L266 220 Q288 226 284 262 Q278 330 216 336 Q150 336 140 286 Z'
  return (
    mirrored(
      `<path d="${lens}" fill="#1F2A33"/><path d="${lens}" fill="url(#glass)"/>` +
        `<path d="M160 236 L214 232 L170 300 Z" fill="#fff" opacity=".18"/>` +
        flat(lens, 'none', c.t.base, 12) +
        line('M140 236 L106 244 L96 262', c.t.dark, 10),
    ) +
    line('M284 238 Q300 222 316 238', c.t.base, 10) +
    mirrored(line('M150 226 Q200 214 270 222', '#fff', 3, 0.35))
  )
}

function earrings(): string {
  const one = (x: number) => {
    const spirals = [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = (i / 6) * Math.PI * 2
        return circle(
          x + Math.cos(a) * 30,
          372 + Math.sin(a) * 34,
          10,
          'none',
          'stroke="url(#gold)" stroke-width="3"',
        )
      })
      .join('')
    return (
      line(`M${x} 200 Q${x - 22} 200 ${x - 18} 226 Q${x - 14} 240 ${x} 246`, 'url(#gold)', 4) +
      circle(x, 262, 18, 'none', 'stroke="url(#gold)" stroke-width="5"') +
      circle(x, 262, 7, 'url(#gold)') +
      line(`M${x} 280 L${x} 302`, 'url(#gold)', 4) +
      flat(
        `M${x} 300 Q${x + 56} 344 ${x + 52} 392 Q${x + 44} 442 ${x} 446 Q${x - 44} 442 ${x - 52} 392 Q${x - 56} 344 ${x} 300 Z`,
        'none',
        'url(#gold)',
        6,
      ) +
      spirals +
      circle(x, 372, 12, 'url(#gold)')
    )
  }
  return one(220) + one(380)
}

function necklace(c: Ctx): string {
  const gem = c.t.base
  return (
    line('M156 110 Q170 330 300 350 Q430 330 444 110', '#6B7280', 7, 0.5) +
    line('M156 110 Q170 330 300 350 Q430 330 444 110', 'url(#silver)', 5, 1, 'stroke-dasharray="7 3"') +
    circle(300, 360, 11, 'none', 'stroke="#6B7280" stroke-width="5"') +
    flat(
      'M300 372 Q352 420 346 462 Q338 500 300 502 Q262 500 254 462 Q248 420 300 372 Z',
      'url(#silver)',
      '#4B5563',
      2,
    ) +
    flat(
      'M300 394 Q336 428 332 460 Q326 486 300 488 Q274 486 268 460 Q264 428 300 394 Z',
      gem,
      mix(gem, '#000000', 0.4),
      1.5,
    ) +
    `<path d="M300 394 L318 446 L300 488 L282 446 Z" fill="#fff" opacity=".22"/>` +
    `<path d="M300 394 Q290 420 280 440 L300 446 Z" fill="#fff" opacity=".35"/>` +
    line('M268 460 L332 460', mix(gem, '#000000', 0.3), 1.5, 0.6)
  )
}

function wallet(c: Ctx): string {
  return (
    piece(
      'M170 214 Q170 196 188 196 L412 196 Q430 196 430 214 L430 396 Q430 414 412 414 L188 414 Q170 414 170 396 Z',
      c,
      c.fill,
      'round',
    ) +
    stitch('M184 212 L416 212 L416 398 L184 398 Z', c.t.light, 0.7) +
    flat('M170 250 L430 250 L430 262 L170 262 Z', c.t.dark, 'none', 0) +
    flat(
      'M300 300 Q330 300 330 330 Q330 346 316 352 L284 352 Q270 346 270 330 Q270 300 300 300 Z',
      'url(#gold)',
      '#8A6420',
      1,
    ) +
    `<path d="M180 206 L420 206 L420 240 L180 240 Z" fill="#fff" opacity=".12"/>`
  )
}

function wayuu(c: Ctx): string {
  const palette = [c.t.base, '#F2B134', '#1F8A8A', '#23201E', '#E8E1D4', '#D9473F']
  const bands = Array.from({ length: 8 }, (_, i) => {
    const y = 212 + i * 34
    const colour = palette[i % palette.length]!
    const zig = Array.from({ length: 20 }, (_, k) => `${150 + k * 16},${y + (k % 2 ? 8 : 26)}`).join(' ')
    const diamonds =
      i % 2
        ? Array.from(
            { length: 10 },
            (_, k) =>
              `<path d="M${164 + k * 30} ${y + 17} l8 -9 l8 9 l-8 9 Z" fill="${palette[(i + 2) % palette.length]}"/>`,
          ).join('')
        : `<polyline points="${zig}" fill="none" stroke="${palette[(i + 3) % palette.length]}" stroke-width="5"/>`
    return `<rect x="150" y="${y}" width="300" height="34" fill="${colour}"/>${diamonds}`
  }).join('')
  const body = 'M170 200 L430 200 Q442 340 420 470 Q300 506 180 470 Q158 340 170 200 Z'
  return (
    line('M184 206 Q170 40 300 40 Q430 40 416 206', '#23201E', 18) +
    line('M184 206 Q170 40 300 40 Q430 40 416 206', c.t.base, 10, 1, 'stroke-dasharray="10 8"') +
    `<clipPath id="bag"><path d="${body}"/></clipPath><g clip-path="url(#bag)">${bands}<rect x="150" y="190" width="300" height="330" fill="url(#round)"/></g>` +
    flat(body, 'none', '#3A2E26', 2.5) +
    `<ellipse cx="300" cy="202" rx="130" ry="18" fill="#2B2420"/><ellipse cx="300" cy="200" rx="130" ry="16" fill="none" stroke="${c.t.base}" stroke-width="6"/>` +
    line('M360 212 L372 300 M372 212 L392 292', '#F2B134', 4) +
    `<ellipse cx="372" cy="308" rx="7" ry="16" fill="#D9473F"/><ellipse cx="393" cy="300" rx="7" ry="16" fill="#1F8A8A"/>`
  )
}

function backpack(c: Ctx): string {
  const body =
    'M190 190 Q190 130 250 126 L350 126 Q410 130 410 190 L414 476 Q414 500 390 500 L210 500 Q186 500 186 476 Z'
  return (
    line('M250 130 Q250 84 300 84 Q350 84 350 130', c.t.dark, 12) +
    mirrored(piece('M190 200 L168 214 L160 440 L186 452 Z', c, c.t.dark)) +
    piece(body, c, c.fill, 'round') +
    line('M200 196 Q300 168 400 196', c.t.deep, 3, 0.7) +
    piece(
      'M214 310 Q214 292 232 292 L368 292 Q386 292 386 310 L386 470 Q386 484 372 484 L228 484 Q214 484 214 470 Z',
      c,
    ) +
    line('M222 314 Q300 302 378 314', c.t.deep, 3, 0.7) +
    flat('M376 310 L384 310 L386 336 L374 336 Z', 'url(#silver)', '#6B7280', 1) +
    flat('M270 220 L330 220 L330 254 L270 254 Z', c.t.dark, c.t.line, 1.5) +
    stitch('M276 226 L324 226 L324 248 L276 248 Z', c.t.light, 0.8)
  )
}

function tote(c: Ctx): string {
  const body = 'M170 236 L430 236 L446 500 L154 500 Z'
  return (
    mirrored(line('M224 240 Q226 118 270 116 Q290 118 290 160', c.t.dark, 12)) +
    piece(body, c, c.fill, 'round') +
    stitch('M172 252 L428 252', c.t.line, 0.6) +
    `<path d="M300 300 Q340 340 300 420 Q260 340 300 300 Z" fill="${c.t.dark}" opacity=".55"/>` +
    line('M300 318 L300 430', c.t.deep, 2.5, 0.6) +
    `<path d="M238 360 Q270 360 288 396 Q252 400 238 360 Z M362 360 Q330 360 312 396 Q348 400 362 360 Z" fill="${c.t.dark}" opacity=".45"/>`
  )
}

function crossbody(c: Ctx): string {
  return (
    line('M196 276 Q190 70 300 64 Q410 70 404 276', c.t.dark, 7) +
    piece(
      'M176 296 Q176 262 210 262 L390 262 Q424 262 424 296 L424 448 Q424 472 400 472 L200 472 Q176 472 176 448 Z',
      c,
      c.fill,
      'round',
    ) +
    piece(
      'M176 300 Q176 264 212 264 L388 264 Q424 264 424 300 L424 370 Q300 412 176 370 Z',
      c,
      c.fill,
      'round',
    ) +
    stitch(
      'M190 300 Q190 278 214 278 L386 278 Q410 278 410 300 L410 362 Q300 398 190 362 Z',
      c.t.light,
      0.6,
    ) +
    flat('M286 382 L314 382 L316 404 L284 404 Z', 'url(#gold)', '#8A6420', 1.2) +
    `<path d="M188 296 Q190 276 214 274 L386 274 Q300 286 188 310 Z" fill="#fff" opacity=".16"/>`
  )
}

export const ACCESSORIES = {
  sneakers: { draw: (c) => sneaker(c, false), focus: [300, 320], floor: SHOE_FLOOR, frame: [306, 346, 1.15] },
  runners: { draw: (c) => sneaker(c, true), focus: [300, 320], floor: SHOE_FLOOR, frame: [306, 346, 1.15] },
  boots: { draw: boot, focus: [250, 250], floor: [454, 200], frame: [326, 310, 1.08] },
  loafers: { draw: loafer, focus: [330, 360], floor: [440, 220], frame: [314, 376, 1.15] },
  espadrilles: { draw: espadrille, focus: [330, 370], floor: [440, 220], frame: [314, 370, 1.15] },
  sandals: { draw: sandals, focus: [240, 260], floor: [500, 200] },
  vueltiao: { draw: vueltiao, focus: [300, 300], floor: [468, 240], frame: [300, 318, 1.06] },
  cap: { draw: cap, focus: [300, 280], floor: [392, 210], frame: [330, 290, 1.15] },
  watch: { draw: watch, focus: [300, 300], floor: [548, 80] },
  sunglasses: { draw: sunglasses, focus: [210, 270], floor: [380, 200], frame: [300, 276, 1.2] },
  earrings: { draw: earrings, focus: [220, 370], floor: [470, 160], frame: [300, 322, 1.15] },
  necklace: { draw: necklace, focus: [300, 430], floor: [500, 90], frame: [300, 306, 1.05] },
  wallet: { draw: wallet, focus: [300, 320], floor: [420, 150], frame: [300, 305, 1.3] },
  wayuu: { draw: wayuu, focus: [300, 300], floor: [494, 140] },
  backpack: { draw: backpack, focus: [300, 260], floor: [504, 130] },
  tote: { draw: tote, focus: [300, 360], floor: [504, 150] },
  crossbody: { draw: crossbody, focus: [300, 340], floor: [478, 130], frame: [300, 280, 1.05] },
} satisfies Record<string, Drawing>
