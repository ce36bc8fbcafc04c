import { formatPercent } from './format'

// docs/product/cart-and-totals.md#iva-by-product (docs/decisions/030-iva-by-product.md): each product carries an IVA
// class (a variant inherits its product's). 'general' is the store's tax_rate, 'reducido' its
// tax_rate_reduced (Estatuto Tributario art. 468-1), 'exento' is taxed at 0% and reported (art. 477),
// 'excluido' is outside IVA altogether (art. 424). Both of the last two charge nothing; the invoice and the
// IVA report keep them apart.

export const TAX_CLASSES = ['general', 'reducido', 'exento', 'excluido'] as const
export type TaxClass = (typeof TAX_CLASSES)[number]

/** The reduced rate when tax_rate_reduced is unset (5%, art. 468-1). */
export const TAX_RATE_REDUCED_DEFAULT = 0.05

/** How an amount is reported: taxed at a rate (19%, 5%), exempt (0%, reported) or excluded (no IVA). */
export type TaxKind = 'gravado' | 'exento' | 'excluido'

/** One rate of an order's IVA: the goods it covers (`base`, before IVA) and their IVA, in whole pesos. */
export interface TaxBreakdownEntry {
  kind: TaxKind
  /** The fraction as in settings, e.g. 0.19; 0 for exento and excluido. */
  rate: number
  base: number
  tax: number
}

/** A line's frozen IVA: its class, the rate applied and the IVA of the whole line. */
export interface LineTax {
  tax_class: TaxClass
  tax_rate: number
  tax_amount: number
}

export const taxKindOf = (taxClass: TaxClass): TaxKind =>
  taxClass === 'exento' || taxClass === 'excluido' ? taxClass : 'gravado'

/** The product form's choices, with the store's own percentages. */
export function taxClassLabel(taxClass: TaxClass, rates: { general: number; reduced: number }): string {
  switch (taxClass) {
    case 'general':
      return `General (${formatPercent(rates.general)})`
    case 'reducido':
      return `Reducido (${formatPercent(rates.reduced)})`
    case 'exento':
      return 'Exento (0%)'
    case 'excluido':
      return 'Excluido (sin IVA)'
  }
}

/**
 * `total` split in proportion to `weights` (whole numbers), by largest remainder: every share is whole and
 * the shares add up to `total` exactly. Ties go to the earlier weight. Integer arithmetic throughout.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n)
  if (sum === 0n) return weights.map(() => 0)
  const t = BigInt(total)
  const shares = weights.map((w) => (t * BigInt(w)) / sum)
  const remainders = weights.map((w, i) => ({ i, r: (t * BigInt(w)) % sum }))
  let left = Number(t - shares.reduce((s, x) => s + x, 0n))
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1))
  for (const { i } of remainders) {
    if (left <= 0) break
    shares[i] = shares[i]! + 1n
    left--
  }
  return shares.map(Number)
}

const KIND_ORDER: Record<TaxKind, number> = { gravado: 0, exento: 1, excluido: 2 }

/**
 * The per-rate breakdown of lines whose IVA is frozen (`amount`: what the line costs at the prices paid).
 * With prices that include IVA the base is the amount less its IVA; otherwise the amount itself. Sorted:
 * the highest rate first, then exento, then excluido.
 */
export function taxBreakdown(
  lines: readonly (LineTax & { amount: number })[],
  taxIncluded: boolean,
): TaxBreakdownEntry[] {
  const groups = new Map<string, TaxBreakdownEntry>()
  for (const line of lines) {
    const kind = taxKindOf(line.tax_class)
    const key = `${kind}:${line.tax_rate}`
    const entry = groups.get(key) ?? { kind, rate: line.tax_rate, base: 0, tax: 0 }
    entry.base += taxIncluded ? line.amount - line.tax_amount : line.amount
    entry.tax += line.tax_amount
    groups.set(key, entry)
  }
  return [...groups.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.rate - a.rate)
}

/** One line of a summary, receipt, e-mail or ticket: its label and amount, and whether the total adds it. */
export interface TaxSummaryLine {
  label: string
  amount: number
  /** True when the amount is already inside the total (or only informative): shown under it, never added. */
  included: boolean
}

/**
 * The summary's IVA lines, the same on every screen, receipt, e-mail and ticket: 'IVA 19%' (added before the
 * total) or 'IVA 19% incluido' (under it) per rate, then 'Exento de IVA' and 'Excluido de IVA' with the base
 * they cover (informative, under the total). A taxed rate of 0% shows nothing.
 */
export function taxLines(breakdown: readonly TaxBreakdownEntry[], taxIncluded: boolean): TaxSummaryLine[] {
  return breakdown.flatMap((entry): TaxSummaryLine[] => {
    if (entry.kind === 'exento') return [{ label: 'Exento de IVA', amount: entry.base, included: true }]
    if (entry.kind === 'excluido') return [{ label: 'Excluido de IVA', amount: entry.base, included: true }]
    if (entry.rate <= 0) return []
    const label = `IVA ${formatPercent(entry.rate)}${taxIncluded ? ' incluido' : ''}`
    return [{ label, amount: entry.tax, included: taxIncluded }]
  })
}
