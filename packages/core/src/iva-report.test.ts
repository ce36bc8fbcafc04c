import { describe, expect, test } from 'vitest'
import {
  daysInRange,
  ivaMonthLabel,
  ivaReport,
  ivaRowLabel,
  monthsInRange,
  returnTaxBreakdown,
  type IvaRefundedReturn,
} from './iva-report'
import { ivaReportQuerySchema } from './schemas/iva-report'

const standard = [
  { kind: 'gravado', rate: 0.19 },
  { kind: 'gravado', rate: 0.05 },
  { kind: 'exento', rate: 0 },
  { kind: 'excluido', rate: 0 },
] as const

// An order, tax on top: 2 shirts at 10.000 (19%: 3.800 of IVA), 3 coffees at 5.000 (5%: 750), 1 kilo of rice
// at 4.000 (excluded).
const lines = [
  { id: 1, price_per_unit: 10_000, quantity: 2, tax_class: 'general', tax_rate: 0.19, tax_amount: 3_800 },
  { id: 2, price_per_unit: 5_000, quantity: 3, tax_class: 'reducido', tax_rate: 0.05, tax_amount: 750 },
  { id: 3, price_per_unit: 4_000, quantity: 1, tax_class: 'excluido', tax_rate: 0, tax_amount: 0 },
] as const

const ret = (now: Record<number, number>, before: Record<number, number> = {}): IvaRefundedReturn => ({
  month: '2026-11',
  lines,
  taxIncluded: false,
  before,
  now,
  shipping: 0,
})

describe('returnTaxBreakdown', () => {
  test('each returned line gives back its own rate and IVA', () => {
    expect(returnTaxBreakdown(ret({ 1: 1, 2: 1, 3: 1 }))).toEqual([
      { kind: 'gravado', rate: 0.19, base: 10_000, tax: 1_900 },
      { kind: 'gravado', rate: 0.05, base: 5_000, tax: 250 },
      { kind: 'excluido', rate: 0, base: 4_000, tax: 0 },
    ])
  })

  test('partial returns in steps add up to the IVA the line charged, never more', () => {
    const odd = [{ ...lines[1], tax_amount: 751 }]
    const step = (now: Record<number, number>, before: Record<number, number>) =>
      returnTaxBreakdown({ ...ret(now, before), lines: odd })[0]!.tax
    expect(step({ 2: 1 }, {}) + step({ 2: 1 }, { 2: 1 }) + step({ 2: 1 }, { 2: 2 })).toBe(751)
  })

  test('with prices that include IVA the base is the amount less its IVA', () => {
    const included = [{ ...lines[0], price_per_unit: 11_900, tax_amount: 3_800 }]
    expect(returnTaxBreakdown({ ...ret({ 1: 1 }), lines: included, taxIncluded: true })).toEqual([
      { kind: 'gravado', rate: 0.19, base: 10_000, tax: 1_900 },
    ])
  })
})

describe('ivaReport', () => {
  const report = ivaReport({
    from: '2026-10-15',
    to: '2026-11-30',
    standard,
    sales: [
      { month: '2026-10', kind: 'gravado', rate: 0.19, base: 20_000, tax: 3_800, orders: 1 },
      { month: '2026-11', kind: 'gravado', rate: 0.19, base: 30_000, tax: 5_700, orders: 2 },
      { month: '2026-11', kind: 'excluido', rate: 0, base: 4_000, tax: 0, orders: 1 },
    ],
    salesMonths: [
      { month: '2026-10', orders: 1, shipping: 8_000 },
      { month: '2026-11', orders: 2, shipping: 0 },
    ],
    returns: [{ ...ret({ 1: 1 }), shipping: 8_000 }],
  })

  test('one period per month of the range, then the whole range', () => {
    expect(report.months.map((m) => m.period)).toEqual(['2026-10', '2026-11'])
    expect(report.total.period).toBe('total')
  })

  test('every standard rate has a row, sorted 19%, 5%, exento, excluido', () => {
    expect(report.months[0]!.rows.map((r) => r.label)).toEqual([
      'Gravado 19%',
      'Gravado 5%',
      'Exento',
      'Excluido',
    ])
  })

  test('returns refunded in a month are taken off that month, by rate', () => {
    const november = report.months[1]!
    expect(november.rows[0]).toMatchObject({
      orders: 2,
      sales_base: 30_000,
      sales_tax: 5_700,
      returns_base: 10_000,
      returns_tax: 1_900,
      base: 20_000,
      tax: 3_800,
    })
    expect(november.returns).toBe(1)
    expect(november.shipping).toEqual({ charged: 0, refunded: 8_000, net: -8_000 })
  })

  test('totals count each order once and add the rows; shipping stays apart', () => {
    expect(report.total.totals).toEqual({
      orders: 3,
      sales_base: 54_000,
      sales_tax: 9_500,
      returns_base: 10_000,
      returns_tax: 1_900,
      base: 44_000,
      tax: 7_600,
    })
    expect(report.total.shipping).toEqual({ charged: 8_000, refunded: 8_000, net: 0 })
  })
})

describe('ranges', () => {
  test('days and months of a range', () => {
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365)
    expect(monthsInRange('2025-12-20', '2026-02-01')).toEqual(['2025-12', '2026-01', '2026-02'])
    expect(ivaRowLabel('gravado', 0.05)).toBe('Gravado 5%')
    expect(ivaMonthLabel('2026-01')).toBe('enero de 2026')
  })

  test('the query refuses bad dates, a reversed range and more than 366 days, in Spanish', () => {
    const error = (query: object) => ivaReportQuerySchema.safeParse(query).error?.issues[0]?.message
    expect(error({ from: '2026-13-01', to: '2026-12-01' })).toBe(
      'La fecha inicial debe tener la forma AAAA-MM-DD.',
    )
    expect(error({ from: '2026-12-02', to: '2026-12-01' })).toBe(
      'La fecha inicial no puede ser posterior a la final.',
    )
    expect(error({ from: '2024-01-01', to: '2025-01-01' })).toMatch(/como máximo 366 días/)
    expect(error({ from: '2024-01-01', to: '2024-12-31' })).toBeUndefined()
  })
})
