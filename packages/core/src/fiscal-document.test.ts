import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fiscalDocumentSchema, fiscalTotalsProblems, type FiscalDocumentInput } from './fiscal-document'

type Line = FiscalDocumentInput['lines'][number]
const line = (rate: number, base: number, tax: number, tax_class: Line['tax_class'] = 'general'): Line => ({
  code: 'X',
  name: 'X',
  quantity: 1,
  tax_class,
  tax_rate: rate,
  base,
  tax,
})
// A 19% shirt, a 5% good and an excluded good.
const lines = [
  line(0.19, 100_000, 19_000),
  line(0.05, 18_000, 900, 'reducido'),
  line(0, 12_600, 0, 'excluido'),
]
const totals = {
  by_rate: [
    { rate: 0.19, base: 100_000, tax: 19_000 },
    { rate: 0.05, base: 18_000, tax: 900 },
    { rate: 0, base: 12_600, tax: 0 },
  ],
  base: 130_600,
  tax: 19_900,
  total: 150_500,
}

describe('a fiscal document refuses totals that do not add up', () => {
  test('totals per rate equal to their lines pass', () => {
    expect(fiscalTotalsProblems({ lines, totals })).toEqual([])
  })

  test('a rate whose base or IVA differs from its lines, a missing rate, or a wrong grand total is named', () => {
    const off = { ...totals, by_rate: totals.by_rate.map((r) => (r.rate === 0.05 ? { ...r, tax: 901 } : r)) }
    expect(fiscalTotalsProblems({ lines, totals: off })).toContain(
      'Los totales de la tarifa IVA 5% no suman lo de sus líneas.',
    )
    const missing = { ...totals, by_rate: totals.by_rate.slice(0, 2) }
    expect(fiscalTotalsProblems({ lines, totals: missing })).toContain('Falta el total de la tarifa IVA 0%.')
    expect(fiscalTotalsProblems({ lines, totals: { ...totals, total: 150_501 } })).toContain(
      'El total del documento no es la suma de sus bases y su IVA.',
    )
  })

  test('any change to one line breaks the check (property)', () => {
    fc.assert(
      fc.property(fc.nat(2), fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (i, delta, onTax) => {
        const changed = lines.map((l, j) =>
          j !== i ? l : onTax ? { ...l, tax: l.tax + delta } : { ...l, base: l.base + delta },
        )
        expect(fiscalTotalsProblems({ lines: changed, totals }).length).toBeGreaterThan(0)
      }),
    )
  })

  test('a credit note must cite its invoice and reason', () => {
    const result = fiscalDocumentSchema.safeParse({
      kind: 'nota_credito',
      prefix: 'NC',
      consecutive: 1,
      issued_at: '2026-03-01T15:00:00Z',
      environment: 'pruebas',
      resolution: {},
      seller: { nit: '900825759', dv: '7', name: 'Tienda', address: 'Calle 1', municipality_code: '11001' },
      buyer: { final_consumer: true },
      lines,
      totals,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toContain(
      'Una nota crédito debe citar la factura que corrige y su motivo.',
    )
  })
})
