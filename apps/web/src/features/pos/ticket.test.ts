import { describe, expect, test } from 'vitest'
import type { PosProduct } from '@vitrina/core/schemas/pos'
import { ticketReducer, toTicketLine, type TicketLine } from './ticket'

const product: PosProduct = {
  id: 7,
  name: 'Camiseta',
  sku: 'CAM',
  price: 40_000,
  discount_price: 36_000,
  tax_class: 'general',
  stock: 5,
  image_url: null,
  exact: false,
  matched_variant_id: null,
  variants: [{ id: 70, label: 'M', sku: 'CAM-M', price: 45_000, discount_price: 40_500, stock: 2 }],
}

describe('the till ticket', () => {
  test('adding the same variant again raises its quantity, up to the stock', () => {
    const line = toTicketLine(product, product.variants[0])
    let lines: TicketLine[] = []
    for (let i = 0; i < 3; i += 1) lines = ticketReducer(lines, { type: 'add', line })
    expect(lines).toEqual([
      expect.objectContaining({ key: '7-70', variant: 'M', sku: 'CAM-M', price: 45_000, quantity: 2 }),
    ])
  })

  test('a product and its variant are separate lines; quantities stay between 1 and the stock', () => {
    let lines = ticketReducer([], { type: 'add', line: toTicketLine(product) })
    lines = ticketReducer(lines, { type: 'add', line: toTicketLine(product, product.variants[0]) })
    expect(lines.map((l) => l.key)).toEqual(['7-', '7-70'])
    expect(ticketReducer(lines, { type: 'set', key: '7-', quantity: 99 })[0]!.quantity).toBe(5)
    expect(ticketReducer(lines, { type: 'set', key: '7-', quantity: 0 })[0]!.quantity).toBe(1)
    expect(ticketReducer(lines, { type: 'remove', key: '7-' }).map((l) => l.key)).toEqual(['7-70'])
    expect(ticketReducer(lines, { type: 'clear' })).toEqual([])
  })

  test('a sold-out line is never added', () => {
    const line = toTicketLine({ ...product, stock: 0 })
    expect(ticketReducer([], { type: 'add', line })).toEqual([])
  })
})
