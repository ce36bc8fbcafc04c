import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { allocate, taxBreakdown, taxClassLabel, taxLines, TAX_CLASSES } from './tax-classes'
import { computeTotals, type TotalsLine } from './totals'

// docs/product/cart-and-totals.md#iva-by-product: a 19% shirt, a 5% good (art. 468-1) and an excluded good (art. 424).
const shirt: TotalsLine = { price: 59_900, discount_price: null, quantity: 1, tax_class: 'general' }
const reduced: TotalsLine = { price: 18_000, discount_price: null, quantity: 2, tax_class: 'reducido' }
const excluded: TotalsLine = { price: 12_500, discount_price: null, quantity: 1, tax_class: 'excluido' }
const cart = [shirt, reduced, excluded]
const iva = { tax_enabled: 'true', tax_rate: '0.19', tax_rate_reduced: '0.05' }

describe('IVA per rate (docs/decisions/030-iva-by-product.md)', () => {
  test('IVA on top: each rate on its own amount, rounded once; the excluded good adds nothing', () => {
    const t = computeTotals(cart, { ...iva, prices_include_tax: 'false', shipping_cost: '9000' })
    // 59.900 × 0,19 = 11.381; 36.000 × 0,05 = 1.800.
    expect(t.taxBreakdown).toEqual([
      { kind: 'gravado', rate: 0.19, base: 59_900, tax: 11_381 },
      { kind: 'gravado', rate: 0.05, base: 36_000, tax: 1_800 },
      { kind: 'excluido', rate: 0, base: 12_500, tax: 0 },
    ])
    expect(t).toMatchObject({ discountedSubtotal: 108_400, tax: 13_181, shipping: 9_000, total: 130_581 })
    expect(t.lineTaxes).toEqual([
      { tax_class: 'general', tax_rate: 0.19, tax_amount: 11_381 },
      { tax_class: 'reducido', tax_rate: 0.05, tax_amount: 1_800 },
      { tax_class: 'excluido', tax_rate: 0, tax_amount: 0 },
    ])
    expect(taxLines(t.taxBreakdown, t.taxIncluded)).toEqual([
      { label: 'IVA 19%', amount: 11_381, included: false },
      { label: 'IVA 5%', amount: 1_800, included: false },
      { label: 'Excluido de IVA', amount: 12_500, included: true },
    ])
  })

  test('prices with IVA: each rate contains its IVA, base + IVA = the shelf amount, the total adds nothing', () => {
    const t = computeTotals(cart, { ...iva, prices_include_tax: 'true' })
    // 59.900 × 0,19 / 1,19 = 9.563,87; 36.000 × 0,05 / 1,05 = 1.714,29.
    expect(t.taxBreakdown).toEqual([
      { kind: 'gravado', rate: 0.19, base: 50_336, tax: 9_564 },
      { kind: 'gravado', rate: 0.05, base: 34_286, tax: 1_714 },
      { kind: 'excluido', rate: 0, base: 12_500, tax: 0 },
    ])
    expect(t).toMatchObject({ tax: 11_278, total: 108_400 })
    expect(taxLines(t.taxBreakdown, true).map((l) => l.label)).toEqual([
      'IVA 19% incluido',
      'IVA 5% incluido',
      'Excluido de IVA',
    ])
  })

  test('exento is reported at 0% with its base, apart from excluido', () => {
    const t = computeTotals(
      [
        { ...excluded, tax_class: 'exento' },
        { ...excluded, price: 3_000 },
      ],
      iva,
    )
    expect(t.taxBreakdown).toEqual([
      { kind: 'exento', rate: 0, base: 12_500, tax: 0 },
      { kind: 'excluido', rate: 0, base: 3_000, tax: 0 },
    ])
    expect(taxLines(t.taxBreakdown, false)[0]).toEqual({
      label: 'Exento de IVA',
      amount: 12_500,
      included: true,
    })
  })

  test('the reduced rate is 5% when unset; no IVA at all when tax is off', () => {
    const t = computeTotals([reduced], { tax_enabled: 'true', tax_rate: '0.19' })
    expect(t.taxBreakdown).toEqual([{ kind: 'gravado', rate: 0.05, base: 36_000, tax: 1_800 }])
    const off = computeTotals(cart, { ...iva, tax_enabled: 'false' })
    expect(off).toMatchObject({ tax: 0, taxBreakdown: [] })
    expect(off.lineTaxes.map((l) => l.tax_rate)).toEqual([0, 0, 0])
  })

  test("a rate's IVA is rounded once, not per line: three lines of $ 1.030 at 19% carry 587, not 3 × 196", () => {
    const line = { price: 1_030, discount_price: null, quantity: 1 }
    const t = computeTotals([line, line, line], iva)
    // 3.090 × 0,19 = 587,1 -> 587; per line 195,7 -> 196 would make 588.
    expect(t.tax).toBe(587)
    expect(t.lineTaxes.map((l) => l.tax_amount)).toEqual([196, 196, 195])
  })

  test('the product form labels carry the store percentages', () => {
    const rates = { general: 0.19, reduced: 0.05 }
    expect(TAX_CLASSES.map((c) => taxClassLabel(c, rates))).toEqual([
      'General (19%)',
      'Reducido (5%)',
      'Exento (0%)',
      'Excluido (sin IVA)',
    ])
  })
})

describe('allocate', () => {
  test('largest remainder, ties to the earlier share', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(allocate(100, [50, 30, 20])).toEqual([50, 30, 20])
    expect(allocate(7, [0, 0])).toEqual([0, 0])
  })

  test('property: whole shares that add up exactly and never differ from the exact share by a peso', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 0, max: 20_000_000_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const shares = allocate(total, weights)
          const sum = weights.reduce((s, w) => s + w, 0)
          if (sum === 0) return expect(shares.every((s) => s === 0)).toBe(true)
          expect(shares.reduce((s, x) => s + x, 0)).toBe(total)
          shares.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true)
            expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1)
          })
        },
      ),
    )
  })
})

describe('IVA per rate, properties (fast-check)', () => {
  const line = fc.record({
    price: fc.integer({ min: 0, max: 20_000_000 }),
    discount_price: fc.option(fc.integer({ min: 0, max: 20_000_000 })),
    quantity: fc.integer({ min: 1, max: 999 }),
    tax_class: fc.constantFrom(...TAX_CLASSES),
  })
  const settings = fc.record({
    tax_enabled: fc.constant('true'),
    tax_rate: fc.constantFrom('0.19', '0.16', '0.1234'),
    tax_rate_reduced: fc.constantFrom('0.05', '0.08'),
    prices_include_tax: fc.constantFrom('true', 'false'),
  })

  test("each rate's lines add up to its IVA; the rates add up to the order's IVA", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        const t = computeTotals(lines, s)
        expect(t.taxBreakdown.reduce((sum, e) => sum + e.tax, 0)).toBe(t.tax)
        for (const entry of t.taxBreakdown) {
          const own = t.lineTaxes.filter(
            (l) => l.tax_rate === entry.rate && (entry.kind === 'gravado') === l.tax_rate > 0,
          )
          if (entry.kind === 'gravado') expect(own.reduce((sum, l) => sum + l.tax_amount, 0)).toBe(entry.tax)
          else expect(entry.tax).toBe(0)
        }
      }),
    )
  })

  test('bases and IVA cover the goods exactly: base + IVA = gross (included), base = net (on top)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        const t = computeTotals(lines, s)
        const bases = t.taxBreakdown.reduce((sum, e) => sum + e.base, 0)
        expect(bases + (t.taxIncluded ? t.tax : 0)).toBe(t.discountedSubtotal)
        expect(t.total).toBe(t.discountedSubtotal + t.shipping + (t.taxIncluded ? 0 : t.tax))
      }),
    )
  })

  test('each rate is rounded once: its IVA is the rate applied to its whole amount', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        const t = computeTotals(lines, s)
        for (const entry of t.taxBreakdown.filter((e) => e.kind === 'gravado')) {
          const gross = entry.base + (t.taxIncluded ? entry.tax : 0)
          const exact = t.taxIncluded ? (gross * entry.rate) / (1 + entry.rate) : gross * entry.rate
          expect(Math.abs(entry.tax - exact)).toBeLessThanOrEqual(0.5 + 1e-6)
        }
      }),
    )
  })

  test('the breakdown rebuilt from the frozen lines is the one the totals gave (what an order stores)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        const t = computeTotals(lines, s)
        const frozen = t.lineTaxes.map((l, i) => ({
          ...l,
          amount:
            (lines[i]!.discount_price !== null && lines[i]!.discount_price! < lines[i]!.price
              ? lines[i]!.discount_price!
              : lines[i]!.price) * lines[i]!.quantity,
        }))
        expect(taxBreakdown(frozen, t.taxIncluded)).toEqual(t.taxBreakdown)
      }),
    )
  })

  test('an all-general cart keeps the single-rate figures', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), settings, (lines, s) => {
        const general = lines.map((l) => ({ ...l, tax_class: 'general' as const }))
        const t = computeTotals(general, s)
        const rate = Number(s.tax_rate)
        const single =
          s.prices_include_tax === 'true'
            ? Math.round((t.discountedSubtotal * rate) / (1 + rate))
            : Math.round(t.discountedSubtotal * rate)
        expect(t.tax).toBe(rate > 0 && t.discountedSubtotal > 0 ? single : 0)
      }),
    )
  })
})
