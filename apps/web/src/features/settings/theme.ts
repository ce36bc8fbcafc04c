import { SETTING_DEFAULTS } from '@vitrina/core/settings-defaults'

type Rgb = readonly [number, number, number]

const WHITE = '#FFFFFF'
const DANGER = '#DC2626'
const SUCCESS = '#16A34A'
const INK = '#0B1220'
/** WCAG AA: 4.5:1 for text, 3:1 for the edges of controls. */
const TEXT_CONTRAST = 4.5
const CONTROL_CONTRAST = 3
/**
 * Badges, alerts and the current link put coloured text on a light wash of the same colour (bg-primary/10,
 * bg-danger/8): the inks must read on that wash too, not only on the page and the cards.
 */
const WASH = 0.12

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return null
  const n = Number.parseInt(match[1], 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((c) => Math.round(c).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  )
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHex(a) ?? [0, 0, 0])
  const lb = luminance(parseHex(b) ?? [0, 0, 0])
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** `amount` 0 keeps `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a) ?? [0, 0, 0]
  const y = parseHex(b) ?? [0, 0, 0]
  return toHex([x[0] + (y[0] - x[0]) * amount, x[1] + (y[1] - x[1]) * amount, x[2] + (y[2] - x[2]) * amount])
}

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK
}

/**
 * The merchant picks any colours in the settings; this nudges `color` toward black or white just enough
 * to reach `target` contrast on every surface it is drawn on, so their choice survives where it can.
 */
export function ensureContrast(color: string, surfaces: readonly string[], target = TEXT_CONTRAST): string {
  const toward = readableOn(surfaces[0] ?? WHITE)
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, toward, step / 20)
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= target)) return candidate
  }
  return toward
}

const THEME_KEYS = {
  primary: 'theme_primary_color',
  accent: 'theme_accent_color',
  background: 'theme_background_color',
  card: 'theme_card_color',
  text: 'theme_text_color',
  border: 'theme_border_color',
} as const

/**
 * The --theme-* CSS variables for a settings map (docs/product/settings.md#theme theme keys, defaults for
 * invalid values).
 */
export function themeVariables(settings: Readonly<Record<string, string>>): Record<string, string> {
  const pick = (key: (typeof THEME_KEYS)[keyof typeof THEME_KEYS]) => {
    const value = settings[key] ?? ''
    return parseHex(value) ? value.toUpperCase() : (SETTING_DEFAULTS[key] ?? WHITE)
  }
  const primary = pick(THEME_KEYS.primary)
  const accent = pick(THEME_KEYS.accent)
  const background = pick(THEME_KEYS.background)
  const card = pick(THEME_KEYS.card)
  const border = pick(THEME_KEYS.border)
  const surfaces = [background, card]
  const washed = (color: string) => [...surfaces, ...surfaces.map((surface) => mix(surface, color, WASH))]
  const text = ensureContrast(pick(THEME_KEYS.text), surfaces)

  return {
    '--theme-primary': primary,
    '--theme-on-primary': readableOn(primary),
    '--theme-primary-ink': ensureContrast(primary, washed(primary)),
    '--theme-accent': accent,
    '--theme-on-accent': readableOn(accent),
    '--theme-background': background,
    '--theme-card': card,
    '--theme-text': text,
    '--theme-muted': ensureContrast(mix(text, background, 0.35), surfaces),
    '--theme-border': border,
    '--theme-control-border': ensureContrast(border, surfaces, CONTROL_CONTRAST),
    '--theme-danger': ensureContrast(DANGER, washed(DANGER)),
    '--theme-success': ensureContrast(SUCCESS, washed(SUCCESS)),
  }
}

const colorScheme = (variables: Readonly<Record<string, string>>) =>
  readableOn(variables['--theme-background'] ?? WHITE) === WHITE ? 'dark' : 'light'

export function applyTheme(
  variables: Readonly<Record<string, string>>,
  root: HTMLElement = document.documentElement,
) {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value)
  // Mobile browsers tint their toolbar with this; keep it in the store's colour.
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', variables['--theme-primary'] ?? '')
  root.style.colorScheme = colorScheme(variables)
}

/**
 * The same variables as one `style` attribute for <html>, written by the server into a page it draws
 * (entry-server.tsx): the first paint has the store's colours before any script runs.
 */
export function themeStyle(variables: Readonly<Record<string, string>>): string {
  const declarations = Object.entries(variables).map(([name, value]) => `${name}: ${value}`)
  return [...declarations, `color-scheme: ${colorScheme(variables)}`].join('; ')
}
