import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  canMoveReturn,
  returnDeadline,
  returnPromise,
  returnEstimate,
  returnRefund,
  returnWindowDays,
  type ReturnableOrder,
} from './returns'
import { TAX_CLASSES, type TaxClass } from './tax-classes'
import { computeTotals } from './totals'

/** An order's lines as it froze them: each with the IVA core's totals gave it. */
function frozen(
  lines: readonly { price_per_unit: number; quantity: number; tax_class?: TaxClass }[],
  taxRate: number,
  taxIncluded: boolean,
): ReturnableOrder {
  const { lineTaxes } = computeTotals(
    lines.map((l) => ({ price: l.price_per_unit, discount_price: null, ...l })),
    {
      tax_enabled: 'true',
      tax_rate: String(taxRate),
      tax_rate_reduced: '0.05',
      prices_include_tax: String(taxIncluded),
    },
  )
  return {
    lines: lines.map((l, i) => ({ id: i + 1, ...l, tax_amount: lineTaxes[i]!.tax_amount })),
    taxIncluded,
  }
}

const order = (taxRate: number, taxIncluded: boolean): ReturnableOrder =>
  frozen(
    [
      { price_per_unit: 83_000, quantity: 2 },
      { price_per_unit: 19_900, quantity: 3 },
    ],
    taxRate,
    taxIncluded,
  )

describe('return window', () => {
  test('the setting in range wins, anything else is the default of 30 days', () => {
    expect(returnWindowDays({})).toBe(30)
    expect(returnWindowDays({ return_window_days: '15' })).toBe(15)
    for (const bad of ['0', '366', '2.5', 'x', ' '])
      expect(returnWindowDays({ return_window_days: bad })).toBe(30)
  })

  test('the promise names the same days', () => {
    expect(returnPromise(30)).toBe('Devoluciones gratis dentro de los 30 días siguientes a la entrega.')
    expect(returnPromise(1)).toBe('Devoluciones gratis dentro del día siguiente a la entrega.')
  })

  test('the deadline is that many days after the delivery', () => {
    expect(returnDeadline(new Date('2026-01-01T10:00:00Z'), 30).toISOString()).toBe(
      '2026-01-31T10:00:00.000Z',
    )
  })

  test('steps: approve or reject a request, receive only an approved one', () => {
    expect(canMoveReturn('solicitada', 'aprobada')).toBe(true)
    expect(canMoveReturn('solicitada', 'rechazada')).toBe(true)
    expect(canMoveReturn('solicitada', 'recibida')).toBe(false)
    expect(canMoveReturn('aprobada', 'recibida')).toBe(true)
    expect(canMoveReturn('rechazada', 'aprobada')).toBe(false)
    expect(canMoveReturn('recibida', 'recibida')).toBe(false)
  })
})

describe('returnRefund', () => {
  test('IVA on top is added to the goods; IVA included is only shown', () => {
    expect(returnRefund(order(0.19, false), {}, { 1: 1 })).toEqual({
      goods: 83_000,
      tax: 15_770,
      total: 98_770,
    })
    expect(returnRefund(order(0.19, true), {}, { 1: 1 })).toEqual({
      goods: 83_000,
      tax: 13_252,
      total: 83_000,
    })
    expect(returnRefund(order(0, false), {}, { 2: 2 })).toEqual({ goods: 39_800, tax: 0, total: 39_800 })
  })

  test('each line gives back its own IVA: a 19% shirt, a 5% good and an excluded good', () => {
    const mixed = frozen(
      [
        { price_per_unit: 59_900, quantity: 1 },
        { price_per_unit: 18_000, quantity: 2, tax_class: 'reducido' },
        { price_per_unit: 12_500, quantity: 1, tax_class: 'excluido' },
      ],
      0.19,
      false,
    )
    expect(returnRefund(mixed, {}, { 2: 1 })).toEqual({ goods: 18_000, tax: 900, total: 18_900 })
    expect(returnRefund(mixed, {}, { 3: 1 })).toEqual({ goods: 12_500, tax: 0, total: 12_500 })
    expect(returnRefund(mixed, {}, { 1: 1, 3: 1 })).toEqual({ goods: 72_400, tax: 11_381, total: 83_781 })
  })

  test('never more units than the line had', () => {
    expect(returnRefund(order(0, false), {}, { 1: 9 }).goods).toBe(166_000)
    expect(returnRefund(order(0, false), { 1: 2 }, { 1: 1 }).total).toBe(0)
  })

  // Any order, any tax mode, any split of its lines into successive returns: every refund is whole and
  // non-negative, and together they give back exactly what returning everything at once would.
  test('property: partial returns add up to the full return, never more', () => {
    const orders = fc.record({
      lines: fc.array(
        fc.record({
          price_per_unit: fc.integer({ min: 0, max: 5_000_000 }),
          quantity: fc.integer({ min: 1, max: 9 }),
          tax_class: fc.constantFrom(...TAX_CLASSES),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      taxRate: fc.constantFrom(0, 0.05, 0.08, 0.19, 0.125),
      taxIncluded: fc.boolean(),
      seed: fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
    })
    fc.assert(
      fc.property(orders, ({ lines, taxRate, taxIncluded, seed }) => {
        const o = frozen(lines, taxRate, taxIncluded)
        const full = returnRefund(o, {}, Object.fromEntries(o.lines.map((l) => [l.id, l.quantity])))
        const before: Record<number, number> = {}
        let given = 0
        let step = 0
        while (o.lines.some((l) => (before[l.id] ?? 0) < l.quantity)) {
          const now: Record<number, number> = {}
          for (const l of o.lines) {
            const left = l.quantity - (before[l.id] ?? 0)
            now[l.id] = Math.min(left, seed[step++ % seed.length]! % (left + 1))
          }
          const refund = returnRefund(o, before, now)
          expect(Number.isInteger(refund.total) && refund.total >= 0).toBe(true)
          given += refund.total
          expect(given).toBeLessThanOrEqual(full.total)
          for (const l of o.lines) before[l.id] = (before[l.id] ?? 0) + (now[l.id] ?? 0)
          // Guarantee progress: a step that returned nothing takes one unit of the first open line.
          if (Object.values(now).every((n) => n === 0)) {
            const open = o.lines.find((l) => (before[l.id] ?? 0) < l.quantity)!
            given += returnRefund(o, before, { [open.id]: 1 }).total
            before[open.id] = (before[open.id] ?? 0) + 1
          }
        }
        expect(given).toBe(full.total)
        const goods = o.lines.reduce((s, l) => s + l.price_per_unit * l.quantity, 0)
        // Returning everything gives back exactly the IVA the order charged, rate by rate.
        const tax = o.lines.reduce((s, l) => s + l.tax_amount, 0)
        expect(full).toEqual({ goods, tax, total: goods + (taxIncluded ? 0 : tax) })
      }),
    )
  })
})

describe('returnEstimate', () => {
  const view = (taxRate: number, taxIncluded: boolean, received: number) => ({
    window_days: 30,
    deadline: null,
    open: true,
    lines: [
      {
        order_item_id: 1,
        product_name: 'Poncho',
        variant_details: null,
        price_per_unit: 83_000,
        quantity: 3,
        tax_amount: frozen([{ price_per_unit: 83_000, quantity: 3 }], taxRate, taxIncluded).lines[0]!
          .tax_amount,
        discount_amount: 0,
        returnable: 3 - received,
        received,
        withdrawable: true,
      },
    ],
    tax_rate: taxRate,
    tax_included: taxIncluded,
    returns: [],
    retracto: { end_date: null, open: false },
  })

  test('is the refund of the customer view: IVA on top added, IVA included only shown', () => {
    expect(returnEstimate(view(0.19, false, 0), { 1: 1 }).total).toBe(98_770)
    expect(returnEstimate(view(0.19, true, 0), { 1: 1 }).total).toBe(83_000)
    expect(returnEstimate(view(0, false, 0), {}).total).toBe(0)
  })

  test('counts from the units already received, as the server does', () => {
    const after = returnEstimate(view(0.19, false, 1), { 1: 2 })
    const order = frozen([{ price_per_unit: 83_000, quantity: 3 }], 0.19, false)
    expect(after).toEqual(returnRefund(order, { 1: 1 }, { 1: 2 }))
    expect(after.total + 98_770).toBe(returnRefund(order, {}, { 1: 3 }).total)
  })
})
