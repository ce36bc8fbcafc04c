import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fiscalTotalsProblems } from './fiscal-document'
import { documentTotals, orderDocumentLines, returnDocumentLines, type FrozenOrder } from './fiscal-lines'
import { returnRefund } from './returns'
import { computeTotals } from './totals'

// A 19% shirt, a 5% good and an excluded good, frozen by the store's own totals in both tax modes.
function frozen(taxIncluded: boolean, shipping = 12_000, discountOnShirts = 0): FrozenOrder {
  const goods = [
    { id: 1, price: 59_900, quantity: 2, tax_class: 'general' as const, name: 'Camiseta' },
    { id: 2, price: 18_000, quantity: 1, tax_class: 'reducido' as const, name: 'Café' },
    { id: 3, price: 4_200, quantity: 3, tax_class: 'excluido' as const, name: 'Arroz' },
  ]
  const totals = computeTotals(
    goods.map((g) => ({
      price: g.price,
      discount_price: null,
      quantity: g.quantity,
      tax_class: g.tax_class,
    })),
    { tax_enabled: 'true', tax_rate: '0.19', prices_include_tax: String(taxIncluded) },
  )
  return {
    tax_included: taxIncluded,
    shipping_cost: shipping,
    lines: goods.map((g, i) => ({
      id: g.id,
      sku: null,
      product_name: g.name,
      variant_details: i === 0 ? 'M / Rojo' : null,
      quantity: g.quantity,
      price_per_unit: g.price,
      discount_amount: i === 0 ? discountOnShirts : 0,
      ...totals.lineTaxes[i]!,
    })),
  }
}

describe('orderDocumentLines', () => {
  test.each([true, false])(
    'the invoice adds up to the order, one total per rate (IVA included: %s)',
    (inc) => {
      const order = frozen(inc)
      const lines = orderDocumentLines(order)
      const totals = documentTotals(lines)
      const goods = 59_900 * 2 + 18_000 + 4_200 * 3
      const tax = order.lines.reduce((s, l) => s + l.tax_amount, 0)
      expect(totals.total).toBe(goods + 12_000 + (inc ? 0 : tax))
      expect(totals.by_rate.map((r) => r.rate)).toEqual([0.19, 0.05, 0])
      expect(totals.by_rate[0]!.tax).toBe(order.lines[0]!.tax_amount)
      expect(fiscalTotalsProblems({ lines, totals })).toEqual([])
      expect(lines.at(-1)).toMatchObject({
        code: 'ENVIO',
        name: 'Envío',
        tax_class: 'excluido',
        base: 12_000,
      })
      expect(lines[0]).toMatchObject({ code: 'P1', name: 'Camiseta (M / Rojo)', quantity: 2 })
    },
  )

  test("a discount code's share comes off the line's base", () => {
    const plain = orderDocumentLines(frozen(false))[0]!
    const discounted = orderDocumentLines(frozen(false, 12_000, 10_000))[0]!
    expect(plain.base - discounted.base).toBe(10_000)
  })

  test('free shipping adds no line', () => {
    expect(orderDocumentLines(frozen(true, 0)).map((l) => l.code)).toEqual(['P1', 'P2', 'P3'])
  })
})

describe('returnDocumentLines', () => {
  test.each([true, false])(
    'a credit note totals the refund of the units returned (IVA included: %s)',
    (inc) => {
      const order = frozen(inc)
      const money = { lines: order.lines, taxIncluded: inc }
      const now = new Map([
        [1, 1],
        [2, 1],
      ])
      const lines = returnDocumentLines(order, new Map(), now)
      expect(documentTotals(lines).total).toBe(returnRefund(money, new Map(), now).total)
      expect(lines.map((l) => [l.code, l.quantity])).toEqual([
        ['P1', 1],
        ['P2', 1],
      ])
    },
  )

  test('a retracto gives the shipping back as its own line', () => {
    const order = frozen(true)
    const all = new Map(order.lines.map((l) => [l.id, l.quantity]))
    const lines = returnDocumentLines(order, new Map(), all, order.shipping_cost)
    expect(documentTotals(lines).total).toBe(documentTotals(orderDocumentLines(order)).total)
  })

  test('notes of partial returns in any steps add up to the invoice: every unit gives back its IVA once', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })), { maxLength: 8 }),
        (inc, steps) => {
          const order = frozen(inc, 0, 7_001)
          const returned = new Map<number, number>()
          let taxBack = 0
          let totalBack = 0
          const money = { lines: order.lines, taxIncluded: inc }
          for (const [id, units] of [...steps, ...order.lines.map((l) => [l.id, l.quantity] as const)]) {
            const line = order.lines.find((l) => l.id === id)!
            const take = Math.min(units, line.quantity - (returned.get(id) ?? 0))
            if (take <= 0) continue
            const now = new Map([[id, take]])
            const totals = documentTotals(returnDocumentLines(order, returned, now))
            expect(totals.total).toBe(returnRefund(money, returned, now).total)
            taxBack += totals.tax
            totalBack += totals.total
            returned.set(id, (returned.get(id) ?? 0) + take)
          }
          const invoice = documentTotals(orderDocumentLines(order))
          expect(taxBack).toBe(invoice.tax)
          expect(totalBack).toBe(invoice.total)
        },
      ),
    )
  })
})
