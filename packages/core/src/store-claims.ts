import { returnWindowDays } from './return-window'

/**
 * docs/product/consumer-rights.md#promesas-de-la-tienda (Ley 1480 art. 23-30: information given to the
 * consumer must be true): every fixed promise is a setting whose default is the specification's text; an
 * empty value hides the promise.
 */
export const CLAIM_DEFAULTS = {
  claim_trust_shipping: 'Envío rápido',
  claim_trust_warranty: 'Garantía incluida',
  claim_trust_returns: 'Devolución fácil',
  claim_support: 'Atención al cliente 24/7',
  about_stats:
    '15.000+ Clientes felices; 200+ Diseños exclusivos; 10+ Países de envío; 98% Valoraciones positivas',
} as const
export type ClaimKey = keyof typeof CLAIM_DEFAULTS
export const CLAIM_KEYS = Object.keys(CLAIM_DEFAULTS) as ClaimKey[]

export interface AboutStat {
  value: string
  label: string
}

/** 'valor etiqueta; valor etiqueta': the first word is the figure, the rest its label. */
export function parseAboutStats(text: string): AboutStat[] {
  return text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [value = '', ...label] = entry.split(/\s+/)
      return { value, label: label.join(' ') }
    })
}

type Settings = Readonly<Record<string, string | undefined>>
const claimText = (settings: Settings, key: ClaimKey) => settings[key] ?? CLAIM_DEFAULTS[key]

const RETURN_DAYS = /(\d+)\s*d[ií]as/i
const ABROAD = /pa[ií]ses|internacional|exterior|todo el mundo/i

/**
 * The back office's warnings: a claim that contradicts the store's own settings. Checkout ships only inside
 * Colombia (addresses are Colombian departamentos), so a promise of other countries is always false.
 */
export function claimWarnings(settings: Settings): string[] {
  const days = returnWindowDays(settings)
  const warnings: string[] = []
  for (const key of CLAIM_KEYS) {
    const texts =
      key === 'about_stats'
        ? parseAboutStats(claimText(settings, key)).map((s) => `${s.value} ${s.label}`)
        : [claimText(settings, key)]
    for (const text of texts) {
      const promised = /devoluc|cambio/i.test(text) ? RETURN_DAYS.exec(text) : null
      if (promised && Number(promised[1]) !== days)
        warnings.push(
          `«${text}» promete ${promised[1]} días para devoluciones, pero tu plazo de devolución es de ${days} días.`,
        )
      if (ABROAD.test(text))
        warnings.push(
          `«${text}» promete envíos fuera del país, pero tu tienda solo envía dentro de Colombia.`,
        )
    }
  }
  return warnings
}
